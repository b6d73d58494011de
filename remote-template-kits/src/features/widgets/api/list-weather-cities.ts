// The weather demo API's cities (/api/weather/cities, the mock-server's sample data: nothing is fetched from
// another site).
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { WeatherCity } from 'tessera-contracts';
import { WEATHER_STALE_MS, widgetKeys } from './widget-keys';

export function weatherCitiesQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.weatherCities(),
    queryFn: async ({ signal }) => (await apiClient.get<WeatherCity[]>('/api/weather/cities', { signal })).data,
    staleTime: WEATHER_STALE_MS,
  });
}
