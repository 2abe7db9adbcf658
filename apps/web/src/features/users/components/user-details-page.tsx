import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUser } from '../api/get-user';
import { UserCountCards } from './user-count-cards';
import { UserDocuments } from './user-documents';
import { UserIbanCard } from './user-iban-card';
import { UserPersonalCard } from './user-personal-card';
import { UserProfileCard } from './user-profile-card';

/** /users/details/{id} (SPEC.md §2.5): the preloaded user, their figures, documents and decisions; `history`: the History panel the route gives (features/audit), below the rest. */
export function UserDetailsPage({ id, history }: { id: number; history?: ReactNode }) {
  const { data: user } = useUser(id);
  return (
    <Stack gap="lg" data-testid="user-details">
      <UserProfileCard user={user} />
      <UserCountCards user={user} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <UserPersonalCard user={user} />
            <UserIbanCard user={user} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UserDocuments user={user} />
        </Grid.Col>
      </Grid>
      {history}
    </Stack>
  );
}
