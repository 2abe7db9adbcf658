import type { Random } from '../lib/random';
import type { VehicleColour } from '../media/palette';
import type { BodyStyle } from '../media/vehicle-svg';
import type { TripTypeKey } from './trip-type-catalogue';

/** Cars a Northern Cyprus taxi fleet runs, by the trip type they serve. */
export interface VehicleModel {
  tripType: TripTypeKey;
  brand: string;
  model: string;
  style: BodyStyle;
  seats: number;
  /** Model years on the road. */
  years: readonly [number, number];
}

const model = (tripType: TripTypeKey, brand: string, name: string, style: BodyStyle, seats: number, years: [number, number]) => ({
  tripType, brand, model: name, style, seats, years,
});

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  model('standard', 'Toyota', 'Corolla', 'sedan', 4, [2014, 2024]),
  model('standard', 'Fiat', 'Egea', 'sedan', 4, [2016, 2024]),
  model('standard', 'Renault', 'Clio', 'hatchback', 4, [2013, 2023]),
  model('standard', 'Hyundai', 'i20', 'hatchback', 4, [2015, 2024]),
  model('standard', 'Dacia', 'Logan', 'sedan', 4, [2013, 2022]),
  model('standard', 'Nissan', 'Note', 'hatchback', 4, [2012, 2020]),
  model('standard', 'Honda', 'Fit', 'hatchback', 4, [2013, 2021]),
  model('comfort', 'Toyota', 'Camry', 'sedan', 4, [2016, 2024]),
  model('comfort', 'Volkswagen', 'Passat', 'sedan', 4, [2015, 2023]),
  model('comfort', 'Skoda', 'Superb', 'sedan', 4, [2016, 2024]),
  model('comfort', 'Hyundai', 'Tucson', 'suv', 4, [2017, 2024]),
  model('comfort', 'Toyota', 'C-HR', 'suv', 4, [2018, 2024]),
  model('van', 'Volkswagen', 'Caravelle', 'van', 8, [2014, 2023]),
  model('van', 'Mercedes-Benz', 'Vito', 'van', 8, [2015, 2024]),
  model('van', 'Ford', 'Tourneo Custom', 'van', 8, [2016, 2024]),
  model('van', 'Toyota', 'Proace Verso', 'van', 7, [2017, 2024]),
  model('lux', 'Mercedes-Benz', 'E-Class', 'sedan', 4, [2018, 2024]),
  model('lux', 'BMW', '5 Series', 'sedan', 4, [2018, 2024]),
  model('lux', 'Audi', 'A6', 'sedan', 4, [2018, 2024]),
  model('lux', 'Mercedes-Benz', 'V-Class', 'van', 6, [2019, 2024]),
];

/** Paint colours weighted as a fleet looks: mostly white, black, silver and grey. */
const COLOUR_WEIGHTS: Record<VehicleColour, number> = {
  White: 30, Black: 16, Silver: 16, Grey: 14, 'Dark Blue': 6, Blue: 5, Red: 4, Yellow: 3, Beige: 4, Green: 2,
};

export function pickColour(random: Random, tripType: TripTypeKey): VehicleColour {
  if (tripType === 'lux') return random.pick<VehicleColour>(['Black', 'Black', 'Silver', 'Grey', 'White']);
  return random.weighted(Object.keys(COLOUR_WEIGHTS) as VehicleColour[], (colour) => COLOUR_WEIGHTS[colour]);
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';

/** A Northern Cyprus style plate, `KAB 123`, unique within `taken` (which it extends). */
export function uniquePlate(random: Random, taken: Set<string>): string {
  for (;;) {
    const plate = `${random.string(PLATE_LETTERS, 3)} ${random.int(100, 999)}`;
    if (!taken.has(plate)) {
      taken.add(plate);
      return plate;
    }
  }
}
