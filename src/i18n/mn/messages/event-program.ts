import type { program as en } from '../../en/messages/event-program';

export const program: Record<keyof typeof en, string> = {
  'msg.program.id': 'Invalid id',
  'msg.program.notFound': 'Not found',
  'msg.program.image': 'Please choose an image',
  'msg.program.imageType': 'Only jpg, jpeg or png images are allowed',
  'msg.program.imageSize': 'The image must be smaller than 10MB',
  'msg.program.nameMn': 'Please enter the Mongolian name',
  'msg.program.nameEn': 'Please enter the English name',
  'msg.program.positionMn': 'Please enter the Mongolian position',
  'msg.program.positionEn': 'Please enter the English position',
  'msg.program.event': 'Please select the event',
  'msg.program.queue': 'The order must be a whole number',
  'msg.program.eventDate': 'Please select the event date',
  'msg.program.hall': 'Please select the hall',
  'msg.program.language': 'Please select the language',
  'msg.program.tooLong': 'The text is too long',
  'msg.program.added': 'Successfully added.',
  'msg.program.updated': 'Successfully updated.',
  'msg.program.deleted': 'Successfully deleted.',
};
