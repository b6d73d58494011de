// One city's weather report (/api/weather, the mock-server's sample data: nothing is fetched from another site).
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { WeatherReport } from 'tessera-contracts';
import { WEATHER_STALE_MS, widgetKeys } from './widget-keys';

export function weatherQueryOptions(city: string) {
  return queryOptions({
    queryKey: widgetKeys.weather(city),
    queryFn: async ({ signal }) =>
      (await apiClient.get<WeatherReport>('/api/weather', { params: { city }, signal })).data,
    staleTime: WEATHER_STALE_MS,
  });
}
