/**
 * Places for the demo restaurants: per-city area codes, postcodes, street names and the directions
 * from the centre that lead over land.
 */

export interface CityVocabulary {
  /** Telephone area code without the trailing dash, e.g. "042". */
  areaCode: string;
  /** First three digits of the city's postcodes ("252" gives "252 21"). */
  postcodePrefixes: string[];
  /** Streets typical of the city, mixed with COMMON_STREETS. */
  streets: string[];
  /**
   * Compass bearings (degrees, clockwise from north) that lead over land from the centre, so that
   * restaurants further out do not end up in the sea. Absent means any direction.
   */
  landBearings?: [number, number];
}

export const CITY_VOCABULARY: Record<string, CityVocabulary> = {
  Helsingborg: {
    areaCode: '042',
    postcodePrefixes: ['252', '253', '254'],
    streets: ['Kullagatan', 'Stortorget', 'Järnvägsgatan', 'Bruksgatan', 'Södra Storgatan', 'Norra Storgatan', 'Karlsgatan', 'Hamntorget', 'Carl Krooks gata', 'Väla Gård', 'Furutorpsgatan', 'Södergatan', 'Trädgårdsgatan', 'Bergaliden', 'Gustav Adolfs torg'],
    landBearings: [15, 175],
  },
  Landskrona: {
    areaCode: '0418',
    postcodePrefixes: ['261'],
    streets: ['Rådhusgatan', 'Östergatan', 'Norra Långgatan', 'Eriksgatan', 'Storgatan', 'Kasernplan', 'Slottsgatan', 'Selma Lagerlöfs väg'],
    landBearings: [20, 200],
  },
  'Malmö': {
    areaCode: '040',
    postcodePrefixes: ['211', '212', '213', '214', '215', '216', '217'],
    streets: ['Södra Förstadsgatan', 'Davidshallsgatan', 'Lilla Torg', 'Amiralsgatan', 'Regementsgatan', 'Östra Förstadsgatan', 'Baltzarsgatan', 'Skomakaregatan', 'Stora Nygatan', 'Möllevångsgatan', 'Bergsgatan', 'Carlsgatan', 'Skeppsbron', 'Föreningsgatan', 'Ystadvägen', 'Stortorget'],
    landBearings: [95, 290],
  },
  Stockholm: {
    areaCode: '08',
    postcodePrefixes: ['111', '112', '113', '114', '116', '117', '118'],
    streets: ['Götgatan', 'Hornsgatan', 'Sveavägen', 'Regeringsgatan', 'Birger Jarlsgatan', 'Odengatan', 'Vasagatan', 'Hantverkargatan', 'Folkungagatan', 'Upplandsgatan', 'Sankt Eriksgatan', 'Fleminggatan', 'Kungsholmsgatan', 'Torsgatan', 'Hamngatan', 'Biblioteksgatan', 'Ringvägen', 'Swedenborgsgatan'],
  },
  'Göteborg': {
    areaCode: '031',
    postcodePrefixes: ['411', '412', '413', '414', '416'],
    streets: ['Kungsportsavenyen', 'Vasagatan', 'Linnégatan', 'Södra Larmgatan', 'Östra Hamngatan', 'Västra Hamngatan', 'Magasinsgatan', 'Haga Nygata', 'Första Långgatan', 'Andra Långgatan', 'Kungstorget', 'Viktoriagatan'],
    landBearings: [95, 265],
  },
  Uppsala: {
    areaCode: '018',
    postcodePrefixes: ['753', '752', '754'],
    streets: ['Svartbäcksgatan', 'Dragarbrunnsgatan', 'Sysslomansgatan', 'Sankt Olofsgatan', 'Bangårdsgatan', 'Kungsängsgatan', 'Vaksalagatan', 'Östra Ågatan', 'Västra Ågatan'],
  },
  'Linköping': {
    areaCode: '013',
    postcodePrefixes: ['582', '581', '583'],
    streets: ['Ågatan', 'Klostergatan', 'Hamngatan', 'Storgatan', 'Trädgårdstorget', 'Platensgatan', 'Nygatan', 'Repslagaregatan'],
  },
  'Västerås': {
    areaCode: '021',
    postcodePrefixes: ['722', '721', '723'],
    streets: ['Stora Gatan', 'Vasagatan', 'Sturegatan', 'Kopparbergsvägen', 'Smedjegatan', 'Köpmangatan', 'Slottsgatan', 'Vasaplan'],
    landBearings: [280, 80],
  },
  'Örebro': {
    areaCode: '019',
    postcodePrefixes: ['702', '703'],
    streets: ['Storgatan', 'Drottninggatan', 'Engelbrektsgatan', 'Kungsgatan', 'Vasagatan', 'Järntorgsgatan', 'Nygatan', 'Olaigatan'],
  },
  'Norrköping': {
    areaCode: '011',
    postcodePrefixes: ['602', '603'],
    streets: ['Drottninggatan', 'Kungsgatan', 'Gamla Rådstugugatan', 'Trädgårdsgatan', 'Repslagaregatan', 'Hospitalsgatan', 'Sankt Persgatan', 'Västgötegatan'],
  },
  'Jönköping': {
    areaCode: '036',
    postcodePrefixes: ['553', '554', '552'],
    streets: ['Östra Storgatan', 'Västra Storgatan', 'Kyrkogatan', 'Barnarpsgatan', 'Klostergatan', 'Hamngatan', 'Smedjegatan', 'Tändsticksgränd'],
    landBearings: [100, 260],
  },
  'Umeå': {
    areaCode: '090',
    postcodePrefixes: ['903', '902', '904'],
    streets: ['Rådhusesplanaden', 'Kungsgatan', 'Storgatan', 'Skolgatan', 'Renmarkstorget', 'Västra Esplanaden', 'Nygatan', 'Östra Rådhusgatan'],
    landBearings: [280, 80],
  },
  Lund: {
    areaCode: '046',
    postcodePrefixes: ['222', '223', '224'],
    streets: ['Stora Södergatan', 'Klostergatan', 'Bangatan', 'Kyrkogatan', 'Lilla Fiskaregatan', 'Västra Mårtensgatan', 'Stortorget', 'Bantorget', 'Sankt Petri Kyrkogata'],
  },
  'Borås': {
    areaCode: '033',
    postcodePrefixes: ['503', '504', '506'],
    streets: ['Allégatan', 'Stora Brogatan', 'Lilla Brogatan', 'Åsbogatan', 'Hallbergsgatan', 'Österlånggatan', 'Västerlånggatan', 'Torggatan'],
  },
  Sundsvall: {
    areaCode: '060',
    postcodePrefixes: ['852', '853', '856'],
    streets: ['Storgatan', 'Esplanaden', 'Sjögatan', 'Kyrkogatan', 'Rådhusgatan', 'Köpmangatan', 'Nybrogatan', 'Trädgårdsgatan'],
    landBearings: [190, 350],
  },
  'Gävle': {
    areaCode: '026',
    postcodePrefixes: ['803', '802', '806'],
    streets: ['Drottninggatan', 'Nygatan', 'Norra Kungsgatan', 'Södra Kungsgatan', 'Ruddammsgatan', 'Stortorget', 'Staketgatan', 'Norra Strandgatan'],
    landBearings: [170, 360],
  },
};

/** Street names found in nearly every Swedish town. */
export const COMMON_STREETS = [
  'Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Stationsgatan', 'Hamngatan', 'Torggatan',
  'Skolgatan', 'Kyrkogatan', 'Nygatan', 'Östergatan', 'Västergatan', 'Södra Vägen', 'Parkgatan', 'Industrigatan',
];
