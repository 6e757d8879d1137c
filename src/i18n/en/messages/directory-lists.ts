/** The public directory lists and search (src/api/yp/directory/lists/routes.ts). */
export const directoryLists = {
  'msg.directoryLists.categoryCodes':
    'category_code is one or more main category numbers (01-04) or sub-category codes such as 0101, separated by commas.',
  'msg.directoryLists.operating': 'operating is true or false.',
  'msg.directoryLists.term': 'Enter a search term.',
  'msg.directoryLists.termTooLong': 'The search term may be at most 100 characters long.',
  'msg.directoryLists.termChars':
    'The search term needs a letter or a digit, and may hold only letters, digits, spaces and - . , & \' " ( ) / + # №.',
  'msg.directoryLists.noCategory': 'There is no category {code}.',
} as const;
