const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

/** Keys are always server-generated (`<folder>/<uuid>.<ext>`), so the extension is trustworthy. */
export function newKey(folder: string, ext: string): string {
  return `${folder}/${crypto.randomUUID()}.${ext}`;
}

export function contentTypeOfKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
