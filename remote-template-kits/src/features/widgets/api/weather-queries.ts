// The weather demo API (/api/weather/*, the mock-server's sample data: nothing is fetched from another site).
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { WeatherCity, WeatherReport } from 'tessera-contracts';
import { widgetKeys } from './widget-keys';

/** Sample data that never changes while the page is open. */
const WEATHER_STALE_MS = 10 * 60_000;

export function weatherCitiesQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.weatherCities(),
    queryFn: async ({ signal }) => (await apiClient.get<WeatherCity[]>('/api/weather/cities', { signal })).data,
    staleTime: WEATHER_STALE_MS,
  });
}

export function weatherQueryOptions(city: string) {
  return queryOptions({
    queryKey: widgetKeys.weather(city),
    queryFn: async ({ signal }) =>
      (await apiClient.get<WeatherReport>('/api/weather', { params: { city }, signal })).data,
    staleTime: WEATHER_STALE_MS,
  });
}
