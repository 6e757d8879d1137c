import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@client/api-client';

export interface SignedInAccount {
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  email: string;
  account_role: number;
}

export const authKey = ['mm', 'auth'] as const;
export const accountKey = ['mm', 'get', 'account'] as const;

/** The spec's auth check: true on 200, false on 401 or no answer. */
export async function checkAuth(): Promise<boolean> {
  try {
    await api.get('/auth');
    return true;
  } catch (err) {
    if (err instanceof ApiRequestError || err instanceof TypeError) return false;
    throw err;
  }
}

export const useAuth = () => useQuery({ queryKey: authKey, queryFn: checkAuth, staleTime: 30_000, retry: false });

export const useAccount = () =>
  useQuery({
    queryKey: accountKey,
    queryFn: async () => (await api.get('/get/account')).account,
    staleTime: 5 * 60_000,
    retry: false,
  });
