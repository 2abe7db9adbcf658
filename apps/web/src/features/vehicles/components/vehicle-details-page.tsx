import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useVehicle } from '../api/get-vehicle';
import { VehicleDocuments } from './vehicle-documents';
import { VehicleProfileCard } from './vehicle-profile-card';

/** /vehicles/details/{id} (SPEC.md §2.6): the preloaded vehicle, its verification and its documents; `history`: the History panel the route gives (features/audit), below the rest. */
export function VehicleDetailsPage({ id, history }: { id: number; history?: ReactNode }) {
  const { data: vehicle } = useVehicle(id);
  return (
    <Stack gap="lg" data-testid="vehicle-details">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <VehicleProfileCard vehicle={vehicle} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <VehicleDocuments vehicle={vehicle} />
        </Grid.Col>
      </Grid>
      {history}
    </Stack>
  );
}
