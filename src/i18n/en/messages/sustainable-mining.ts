export const mining = {
  'msg.mining.title': 'Please enter the title',
  'msg.mining.language': 'Please choose the language',
  'msg.mining.posters': 'Please add the posters',
  'msg.mining.pdf': 'Please add the PDF file',
  'msg.mining.posterOrder': 'The order of the posters is not valid',
  'msg.mining.tooManyPosters': 'There can be at most 20 posters',
  'msg.mining.deleteConfirm': 'Are you sure you want to delete this file?',
  'msg.mining.deleted': 'Deleted',
} as const;
