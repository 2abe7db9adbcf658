export const liveMapKeys = {
  all: ['live-map'] as const,
  connectedDrivers: () => [...liveMapKeys.all, 'connected-drivers'] as const,
  currentTrip: (driverId: number) => [...liveMapKeys.all, 'current-trip', driverId] as const,
};
