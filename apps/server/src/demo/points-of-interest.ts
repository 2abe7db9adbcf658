import type { TownKey } from './towns';

/**
 * Real places of Northern Cyprus taxis go to: the airport, universities, hospitals, border
 * crossings, the old towns of Lefkoşa and Gazimağusa, harbours and beaches. Coordinates are
 * WGS 84, rounded to about 100 m. `weight` is how often a trip goes there compared with a
 * plain street address (1).
 */
export interface PointOfInterest {
  town: TownKey;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  weight: number;
}

const poi = (town: TownKey, name: string, address: string, latitude: number, longitude: number, weight = 1) => ({
  town, name, address, latitude, longitude, weight,
});

export const POINTS_OF_INTEREST: readonly PointOfInterest[] = [
  poi('ercan', 'Ercan Havalimanı', 'Ercan Havalimanı, Lefkoşa', 35.1547, 33.4961, 8),
  poi('lefkosa', 'Girne Kapısı', 'Girne Caddesi, Lefkoşa', 35.1804, 33.3617, 2),
  poi('lefkosa', 'Selimiye Camii', 'Selimiye Meydanı, Lefkoşa', 35.1762, 33.3646),
  poi('lefkosa', 'Büyük Han', 'Asmaaltı Sokak, Lefkoşa', 35.176, 33.3625, 2),
  poi('lefkosa', 'Sarayönü Meydanı', 'Sarayönü, Lefkoşa', 35.1766, 33.3605),
  poi('lefkosa', 'Lokmacı Sınır Kapısı', 'Arasta, Lefkoşa', 35.1747, 33.3615),
  poi('lefkosa', 'Metehan Sınır Kapısı', 'Metehan, Lefkoşa', 35.176, 33.3255),
  poi('lefkosa', 'Yakın Doğu Üniversitesi', 'Yakın Doğu Bulvarı, Lefkoşa', 35.2262, 33.3232, 4),
  poi('lefkosa', 'Yakın Doğu Üniversitesi Hastanesi', 'Yakın Doğu Bulvarı, Lefkoşa', 35.229, 33.3205, 2),
  poi('lefkosa', 'Dr. Burhan Nalbantoğlu Devlet Hastanesi', 'Köşklüçiftlik, Lefkoşa', 35.19, 33.348, 2),
  poi('lefkosa', 'Uluslararası Kıbrıs Üniversitesi', 'Haspolat, Lefkoşa', 35.2271, 33.4213, 3),
  poi('lefkosa', 'Gönyeli Belediyesi', 'Gönyeli, Lefkoşa', 35.2139, 33.3106),
  poi('girne', 'Girne Antik Limanı', 'Kordonboyu Caddesi, Girne', 35.3417, 33.3195, 3),
  poi('girne', 'Girne Kalesi', 'Kordonboyu Caddesi, Girne', 35.341, 33.322),
  poi('girne', 'Ramadan Cemil Meydanı', 'Ziya Rızkı Caddesi, Girne', 35.3397, 33.318, 2),
  poi('girne', 'Dr. Akçiçek Devlet Hastanesi', 'Girne', 35.3345, 33.3125, 2),
  poi('girne', 'Girne Amerikan Üniversitesi', 'Karaoğlanoğlu, Girne', 35.341, 33.262, 3),
  poi('girne', 'Bellapais Manastırı', 'Beylerbeyi, Girne', 35.306, 33.355),
  poi('girne', 'Çatalköy Meydanı', 'Çatalköy, Girne', 35.327, 33.372),
  poi('girne', 'Karaoğlanoğlu Sahili', 'Karaoğlanoğlu, Girne', 35.342, 33.27),
  poi('lapta', 'Lapta Belediyesi', 'Lapta', 35.334, 33.163),
  poi('alsancak', 'Alsancak Belediyesi', 'Alsancak', 35.339, 33.199),
  poi('gazimagusa', 'Doğu Akdeniz Üniversitesi', 'Üniversite Caddesi, Gazimağusa', 35.146, 33.908, 4),
  poi('gazimagusa', 'Othello Kalesi', 'Kaleiçi, Gazimağusa', 35.1268, 33.9416),
  poi('gazimagusa', 'Lala Mustafa Paşa Camii', 'Namık Kemal Meydanı, Kaleiçi, Gazimağusa', 35.125, 33.9398),
  poi('gazimagusa', 'Kara Kapı (Ravelin)', 'Kaleiçi, Gazimağusa', 35.1212, 33.9375),
  poi('gazimagusa', 'Gazimağusa Devlet Hastanesi', 'Gazimağusa', 35.1335, 33.919, 2),
  poi('gazimagusa', 'Salamis Harabeleri', 'Salamis Yolu, Gazimağusa', 35.185, 33.901),
  poi('gazimagusa', 'Glapsides Plajı', 'Salamis Yolu, Gazimağusa', 35.162, 33.916),
  poi('gazimagusa', 'Kapalı Maraş', 'Maraş, Gazimağusa', 35.113, 33.948),
  poi('iskele', 'Long Beach', 'Long Beach, İskele', 35.262, 33.925, 2),
  poi('iskele', 'Boğaz Balıkçı Limanı', 'Boğaz, İskele', 35.3055, 33.954),
  poi('iskele', 'İskele Belediyesi', 'İskele', 35.2873, 33.8926),
  poi('guzelyurt', 'ODTÜ Kuzey Kıbrıs Kampusu', 'Kalkanlı, Güzelyurt', 35.2475, 33.024, 3),
  poi('guzelyurt', 'Güzelyurt Meydanı', 'Güzelyurt', 35.1985, 32.9935),
  poi('lefke', 'Lefke Avrupa Üniversitesi', 'Lefke', 35.1125, 32.847, 2),
  poi('lefke', 'Cengiz Topel Devlet Hastanesi', 'Yedidalga, Lefke', 35.1365, 32.83),
  poi('lefke', 'Gemikonağı Sahili', 'Gemikonağı, Lefke', 35.141, 32.833),
  poi('degirmenlik', 'Değirmenlik Meydanı', 'Değirmenlik', 35.253, 33.473),
  poi('dipkarpaz', 'Dipkarpaz Meydanı', 'Dipkarpaz', 35.6, 34.378),
  poi('dipkarpaz', 'Altınkum Plajı', 'Dipkarpaz', 35.639, 34.55),
  poi('dipkarpaz', 'Apostolos Andreas Manastırı', 'Dipkarpaz', 35.669, 34.573),
];
