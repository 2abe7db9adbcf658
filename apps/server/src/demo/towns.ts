/**
 * Towns of Northern Cyprus the demo trips run between: real names, real centre coordinates
 * (WGS 84, rounded) and a few real streets each, used for home addresses and street pick-ups.
 * `weight` is the town's share of trip pick-ups (the capital and the coast dominate).
 */

export interface Street {
  name: string;
  latitude: number;
  longitude: number;
}

export interface Town {
  key: TownKey;
  name: string;
  latitude: number;
  longitude: number;
  weight: number;
  /** Average speed inside the town in km/h (narrow old streets are slower). */
  citySpeedKmh: number;
  streets: readonly Street[];
}

export type TownKey =
  | 'lefkosa'
  | 'girne'
  | 'gazimagusa'
  | 'guzelyurt'
  | 'iskele'
  | 'lapta'
  | 'alsancak'
  | 'degirmenlik'
  | 'lefke'
  | 'dipkarpaz'
  | 'ercan';

const street = (name: string, latitude: number, longitude: number): Street => ({ name, latitude, longitude });

export const TOWNS: readonly Town[] = [
  {
    key: 'lefkosa', name: 'Lefkoşa', latitude: 35.1925, longitude: 33.356, weight: 34, citySpeedKmh: 24,
    streets: [
      street('Mehmet Akif Caddesi', 35.1955, 33.353),
      street('Osman Paşa Caddesi', 35.1925, 33.3505),
      street('Bedrettin Demirel Caddesi', 35.199, 33.357),
      street('Girne Caddesi', 35.18, 33.3615),
      street('Atatürk Caddesi', 35.188, 33.359),
      street('Şehit Mustafa Ruso Caddesi', 35.189, 33.378),
      street('Kemal Aşık Caddesi', 35.187, 33.369),
      street('Yakın Doğu Bulvarı', 35.217, 33.32),
    ],
  },
  {
    key: 'girne', name: 'Girne', latitude: 35.3364, longitude: 33.3182, weight: 26, citySpeedKmh: 22,
    streets: [
      street('Ziya Rızkı Caddesi', 35.3388, 33.317),
      street('Mustafa Çağatay Caddesi', 35.337, 33.312),
      street('Ecevit Caddesi', 35.3355, 33.324),
      street('Kordonboyu Caddesi', 35.3405, 33.314),
      street('Kurtuluş Caddesi', 35.334, 33.319),
    ],
  },
  {
    key: 'gazimagusa', name: 'Gazimağusa', latitude: 35.132, longitude: 33.93, weight: 18, citySpeedKmh: 26,
    streets: [
      street('İsmet İnönü Bulvarı', 35.134, 33.93),
      street('Salamis Yolu', 35.142, 33.914),
      street('Gazi Mustafa Kemal Bulvarı', 35.129, 33.927),
      street('Polatpaşa Bulvarı', 35.122, 33.934),
      street('Fevzi Çakmak Bulvarı', 35.126, 33.92),
    ],
  },
  {
    key: 'guzelyurt', name: 'Güzelyurt', latitude: 35.1988, longitude: 32.9936, weight: 4, citySpeedKmh: 30,
    streets: [street('Ecevit Caddesi', 35.199, 32.992), street('Atatürk Caddesi', 35.197, 32.996)],
  },
  {
    key: 'iskele', name: 'İskele', latitude: 35.287, longitude: 33.892, weight: 5, citySpeedKmh: 32,
    streets: [street('Cumhuriyet Caddesi', 35.2875, 33.893), street('Boğaz Yolu', 35.295, 33.915)],
  },
  {
    key: 'lapta', name: 'Lapta', latitude: 35.335, longitude: 33.166, weight: 3, citySpeedKmh: 30,
    streets: [street('Başpınar Yolu', 35.333, 33.165), street('Girne–Lapta Anayolu', 35.339, 33.17)],
  },
  {
    key: 'alsancak', name: 'Alsancak', latitude: 35.339, longitude: 33.199, weight: 3, citySpeedKmh: 30,
    streets: [street('Alsancak Anayolu', 35.342, 33.2), street('Yavuz Çıkarma Caddesi', 35.346, 33.196)],
  },
  {
    key: 'degirmenlik', name: 'Değirmenlik', latitude: 35.253, longitude: 33.473, weight: 2, citySpeedKmh: 32,
    streets: [street('Değirmenlik Anayolu', 35.253, 33.472)],
  },
  {
    key: 'lefke', name: 'Lefke', latitude: 35.111, longitude: 32.85, weight: 2, citySpeedKmh: 28,
    streets: [street('Atatürk Caddesi', 35.111, 32.849)],
  },
  {
    key: 'dipkarpaz', name: 'Dipkarpaz', latitude: 35.6, longitude: 34.379, weight: 1, citySpeedKmh: 30,
    streets: [street('Dipkarpaz Anayolu', 35.6, 34.378)],
  },
  { key: 'ercan', name: 'Ercan', latitude: 35.1547, longitude: 33.4961, weight: 3, citySpeedKmh: 35, streets: [] },
];

export function townByKey(key: TownKey): Town {
  const town = TOWNS.find((candidate) => candidate.key === key);
  if (!town) throw new Error(`Unknown town ${key}`);
  return town;
}
