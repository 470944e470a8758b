import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { rememberAnswer } from '../../../lib/remember-answer.ts';

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
    onSuccess: (profile) => rememberAnswer(client, profileKey, profile),
  });
}
