export const home = {
  'msg.home.image': 'Please add an image',
  'msg.home.icon': 'Please choose the icon',
  'msg.home.link': 'Please enter the link',
  'msg.home.linkScheme': 'The link is a full address starting with http:// or https://',
  'msg.home.linkNotFound': 'Link not found',
  'msg.home.bannerNotFound': 'Banner not found',
  'msg.home.bannerId': 'The banner number is not valid',
  'msg.home.sequence': 'Please enter a valid order',
  'msg.home.sequenceEmpty': 'The order is empty',
  'msg.home.sequenceDuplicate': 'A banner appears twice in the order',
  'msg.home.id': 'The number is not valid',
} as const;
