export const idempotency = {
  'msg.idempotency.badKey': "The Idempotency-Key header is invalid: send a UUID or 16–128 letters, digits, '-', '_', '.' or ':'",
  'msg.idempotency.inProgress': 'Your request is still being processed. Please wait a moment and try again',
  'msg.idempotency.reused': 'This Idempotency-Key was already used for a different request. Use a new key for a new submission',
} as const;
