import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export type Gender = 'male' | 'female' | 'other' | 'unspecified';

export interface Profile {
  id: string;
  email: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  role: 'user' | 'admin';
  birthDate: string | null;
  birthTime: string | null;
  gender: Gender | null;
  hasAcceptedPdpa: boolean;
}

export type ProfileUpdate = Partial<
  Pick<Profile, 'displayName' | 'birthDate' | 'birthTime' | 'gender'>
>;

const profileKey = ['user', 'profile'] as const;

/** GET /user/profile */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => requireData(await api.get<Profile>('/user/profile')),
    enabled,
  });
}

/** PUT /user/profile */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) =>
      requireData(await api.put<Profile>('/user/profile', update)),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

/** GET /user/data-export, saved as a JSON file (PDPA right of access). */
export async function downloadMyData(): Promise<void> {
  const data = requireData(await api.get<unknown>('/user/data-export'));
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'duangdee-my-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** DELETE /user/account (PDPA right to erasure). */
export async function deleteMyAccount(): Promise<void> {
  requireData(await api.delete('/user/account'));
}
