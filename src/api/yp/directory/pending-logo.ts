import type { Deps } from '@platform/ports';
import { contentTypeOfKey, extensionOfKey, isPendingKey, newKey, PENDING_FOLDER } from '@platform/storage/keys';
import { requestLogoUrl } from '@shared/directory-admin';
import { makeImageVariants, storeImage, storeUpload } from '@api/uploads';
import { StorageUnavailable } from '@api/errors';

type FileDeps = Pick<Deps, 'storage' | 'log' | 'makeImageVariants' | 'decodeImage'>;

/** Where a registered company's logo lives once it is public (an admin's add, an approved request). */
export const REGISTERED_LOGO_FOLDER = 'directory/logo';

/**
 * The wizard's logo (SECURITY.md 28): a public request's is kept under the pending folder, which no
 * public URL serves, and gets no (public) variants; an admin's published add is public at once.
 */
export async function storeRegistrationLogo(deps: FileDeps, file: File, published: boolean) {
  if (published) return storeImage(deps, file, REGISTERED_LOGO_FOLDER);
  return storeUpload(deps, file, 'image', PENDING_FOLDER, 'image');
}

export const isPendingUrl = (deps: Pick<Deps, 'storage'>, url: string) => {
  const key = url ? deps.storage.keyFromUrl(url) : null;
  return key !== null && isPendingKey(key);
};

/**
 * Approval makes a waiting logo public: copied to a new public key, whose URL is returned (a URL not
 * pending comes back as it is, a pending file that is gone as none). The caller saves it in the row and then deletes the pending object
 * (discardRowFiles); if the row is not saved, the copy is deleted (keepFileOnlyIf).
 */
export async function publishLogo(deps: FileDeps, url: string): Promise<string> {
  if (!isPendingUrl(deps, url)) return url;
  const key = deps.storage.keyFromUrl(url)!;
  const stored = await deps.storage.get(key).catch((err) => {
    throw new StorageUnavailable(err);
  });
  // a lost file must not become a public link to nothing: the company is published without a logo
  if (!stored) return '';
  const publicKey = newKey(REGISTERED_LOGO_FOLDER, extensionOfKey(key));
  await deps.storage.put(publicKey, stored.body, contentTypeOfKey(key)).catch((err) => {
    throw new StorageUnavailable(err);
  });
  await makeImageVariants(deps, publicKey);
  return deps.storage.url(publicKey);
}

/** The logo URL an admin answer carries: a waiting logo's is the admin-only route's. */
export const adminLogoUrl = (deps: Pick<Deps, 'storage'>, id: number, logo: string) =>
  isPendingUrl(deps, logo) ? requestLogoUrl(id) : logo;
