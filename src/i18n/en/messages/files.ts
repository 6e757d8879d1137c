export const files = {
  'msg.files.id': 'The number is not valid',
  'msg.files.notFound': 'Not found',
  'msg.files.tooLong': 'The text is too long',
  'msg.files.pdfOnly': 'Please choose a PDF file only.',
  'msg.files.imageOnly': 'Please choose JPG or PNG images only.',
  'msg.files.imageTooLarge': 'The image is too large. Please choose an image smaller than 10MB.',
  'msg.files.pdfTooLarge': 'The file is too large. Please choose a file smaller than 50MB.',
  'msg.files.mp4Only': 'Please choose an MP4 file only.',
  'msg.files.videoTooLarge': 'The file is too large. Please choose a file smaller than 300MB.',
  'msg.files.proofOnly': 'Please choose a PDF, JPG or PNG file only.',
  'msg.files.tooLarge': 'The file is too large',
} as const;
