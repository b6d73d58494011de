// The weather demo API, for the template's weather widget: sample conditions for a few cities, the same for
// every signed-in user and read-only (nothing is fetched from a real weather service).
//   GET /api/weather/cities        the cities, by name
//   GET /api/weather?city=<id>     now and the next seven days, today first (dates count from the request's day)
// A missing or malformed city → 417 ValidationError; a city there is no weather for → 404 DoesNotExistError.

import {
  WEATHER_CONDITIONS,
  type CurrentWeather,
  type ForecastDay,
  type WeatherCity,
  type WeatherReport,
} from 'tessera-contracts';
import { notFound, validationError } from '../../frappe/errors';
import { preview } from '../../frappe/preview';
import type { DemoApp, DemoCollection, DemoRecord } from '../engine/definition';

const FORECAST_DAYS = 7;
const CITY_ID = /^[a-z][a-z-]{0,39}$/;
const DAY_MS = 24 * 3600_000;

type Condition = (typeof WEATHER_CONDITIONS)[number];
/** [condition, high °C, low °C, chance of rain %], today first. */
type SeedDay = [Condition, number, number, number];

interface SeedCity {
  slug: string;
  name: string;
  country: string;
  now: [Condition, number, number, number, number]; // condition, °C, feels like °C, humidity %, wind km/h
  days: SeedDay[];
}

// prettier-ignore
const CITIES: readonly SeedCity[] = [
  { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', now: ['sunny', 21, 21, 58, 14],
    days: [['sunny', 23, 15, 0], ['partly-cloudy', 22, 15, 10], ['cloudy', 20, 14, 30], ['rain', 18, 13, 80], ['partly-cloudy', 20, 13, 20], ['sunny', 22, 14, 0], ['sunny', 24, 15, 0]] },
  { slug: 'oslo', name: 'Oslo', country: 'Norway', now: ['snow', -3, -8, 86, 18],
    days: [['snow', -1, -6, 90], ['cloudy', 0, -5, 40], ['snow', -2, -7, 70], ['sunny', -4, -11, 0], ['partly-cloudy', -2, -9, 10], ['cloudy', 1, -3, 30], ['rain', 3, 0, 60]] },
  { slug: 'nairobi', name: 'Nairobi', country: 'Kenya', now: ['partly-cloudy', 24, 24, 52, 12],
    days: [['partly-cloudy', 26, 14, 20], ['thunderstorm', 24, 15, 70], ['rain', 23, 15, 60], ['partly-cloudy', 25, 14, 20], ['sunny', 27, 13, 0], ['sunny', 27, 14, 10], ['thunderstorm', 24, 15, 60]] },
  { slug: 'tokyo', name: 'Tokyo', country: 'Japan', now: ['cloudy', 14, 12, 64, 9],
    days: [['cloudy', 16, 9, 20], ['rain', 13, 9, 90], ['rain', 12, 8, 70], ['partly-cloudy', 15, 8, 10], ['sunny', 17, 9, 0], ['windy', 14, 7, 10], ['sunny', 16, 8, 0]] },
  { slug: 'new-york', name: 'New York', country: 'United States', now: ['windy', 8, 3, 47, 34],
    days: [['windy', 9, 2, 10], ['sunny', 7, 0, 0], ['cloudy', 9, 3, 30], ['rain', 11, 6, 80], ['fog', 10, 6, 40], ['partly-cloudy', 8, 2, 10], ['snow', 2, -3, 60]] },
  { slug: 'sydney', name: 'Sydney', country: 'Australia', now: ['sunny', 27, 28, 61, 20],
    days: [['sunny', 29, 20, 0], ['sunny', 31, 21, 0], ['thunderstorm', 26, 20, 80], ['partly-cloudy', 25, 19, 20], ['windy', 24, 18, 10], ['sunny', 27, 19, 0], ['partly-cloudy', 28, 20, 10]] },
];

const condition = { type: 'text', required: true, enum: WEATHER_CONDITIONS } as const;
const celsius = { type: 'number', required: true, min: -90, max: 60 } as const;
const percent = { type: 'integer', required: true, min: 0, max: 100 } as const;

export const WEATHER_DAYS: DemoCollection = {
  name: 'weather-day',
  label: 'Forecast day',
  scope: 'shared',
  versioned: false,
  fields: {
    city: { type: 'text', required: true, max: 40 },
    /** Days from today: 0 is today. */
    day: { type: 'integer', required: true, min: 0, max: FORECAST_DAYS - 1 },
    condition,
    high: celsius,
    low: celsius,
    precipitation: percent,
  },
  seed: () =>
    CITIES.flatMap((city) =>
      city.days.map(([dayCondition, high, low, precipitation], day) => ({
        city: city.slug,
        day,
        condition: dayCondition,
        high,
        low,
        precipitation,
      })),
    ),
};

function toCity(record: DemoRecord): WeatherCity {
  return { id: String(record.slug), name: String(record.name), country: String(record.country) };
}

function cityParam(value: unknown): string {
  if (value === undefined || value === '') throw validationError('city is required');
  if (typeof value !== 'string' || !CITY_ID.test(value)) {
    throw validationError(`city must be a city id such as "lisbon", got ${preview(value)}`);
  }
  return value;
}

/** The date `days` after `now`'s, as YYYY-MM-DD (UTC). */
function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export const WEATHER_CITIES: DemoCollection = {
  name: 'weather-city',
  label: 'City',
  base: 'weather',
  app: 'weather',
  scope: 'shared',
  standardRoutes: false,
  versioned: false,
  fields: {
    slug: { type: 'text', required: true, max: 40, unique: true },
    name: { type: 'text', required: true, max: 80 },
    country: { type: 'text', required: true, max: 80 },
    condition,
    temperature: celsius,
    feelsLike: celsius,
    humidity: percent,
    wind: { type: 'number', required: true, min: 0, max: 400 },
  },
  seed: () =>
    CITIES.map(({ slug, name, country, now: [nowCondition, temperature, feelsLike, humidity, wind] }) => ({
      slug,
      name,
      country,
      condition: nowCondition,
      temperature,
      feelsLike,
      humidity,
      wind,
    })),
  routes: (api) => {
    api.get('/cities', ({ records }) =>
      records
        .all()
        .map(toCity)
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    api.get('/', ({ params, records, recordsOf }): WeatherReport => {
      const slug = cityParam(params.city);
      const record = records.all().find((candidate) => candidate.slug === slug);
      if (!record) throw notFound(`There is no weather for city ${slug}`);
      const current: CurrentWeather = {
        condition: record.condition as Condition,
        temperatureC: Number(record.temperature),
        feelsLikeC: Number(record.feelsLike),
        humidity: Number(record.humidity),
        windKph: Number(record.wind),
      };
      const now = new Date();
      const forecast: ForecastDay[] = recordsOf(WEATHER_DAYS)
        .all()
        .filter((day) => day.city === slug)
        .sort((a, b) => Number(a.day) - Number(b.day))
        .map((day) => ({
          date: dateAfter(now, Number(day.day)),
          condition: day.condition as Condition,
          highC: Number(day.high),
          lowC: Number(day.low),
          precipitationChance: Number(day.precipitation),
        }));
      return { city: toCity(record), current, forecast };
    });
  },
};

export default [WEATHER_DAYS, WEATHER_CITIES] satisfies DemoApp;
