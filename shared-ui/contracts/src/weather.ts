// The weather demo API's records (Tessera's own, for the template's weather widget): sample conditions for a few
// cities, read-only and the same for every signed-in user. Temperatures are in °C; the app converts them.

export const WEATHER_CONDITIONS = [
  'sunny',
  'partly-cloudy',
  'cloudy',
  'rain',
  'thunderstorm',
  'snow',
  'fog',
  'windy',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** `GET /api/weather/cities`: the cities there is weather for. */
export interface WeatherCity {
  /** Lowercase, e.g. "lisbon": the `city` parameter of `GET /api/weather`. */
  id: string;
  name: string;
  country: string;
}

export interface CurrentWeather {
  condition: WeatherCondition;
  temperatureC: number;
  feelsLikeC: number;
  /** Percent. */
  humidity: number;
  windKph: number;
}

export interface ForecastDay {
  /** YYYY-MM-DD, from today on. */
  date: string;
  condition: WeatherCondition;
  highC: number;
  lowC: number;
  /** Percent. */
  precipitationChance: number;
}

/** `GET /api/weather?city=<id>`: now and the next seven days (today first). */
export interface WeatherReport {
  city: WeatherCity;
  current: CurrentWeather;
  forecast: ForecastDay[];
}
