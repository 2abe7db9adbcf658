import { Grid, Stack } from '@mantine/core';
import { useUser } from '../api/get-user';
import { UserCountCards } from './user-count-cards';
import { UserDocuments } from './user-documents';
import { UserPersonalCard } from './user-personal-card';
import { UserProfileCard } from './user-profile-card';

/** /users/details/{id} (SPEC.md §2.5): the preloaded user, their figures, documents and decisions. */
export function UserDetailsPage({ id }: { id: number }) {
  const { data: user } = useUser(id);
  return (
    <Stack gap="lg" data-testid="user-details">
      <UserProfileCard user={user} />
      <UserCountCards user={user} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UserPersonalCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UserDocuments user={user} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
