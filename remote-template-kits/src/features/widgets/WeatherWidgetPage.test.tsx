import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { frappeError, installFakeServer, type FakeServer } from 'shared-auth/testing';
import type { WeatherCity, WeatherReport } from 'tessera-contracts';
import WeatherWidgetPage from './WeatherWidgetPage';

const CITIES: WeatherCity[] = [
  { id: 'lisbon', name: 'Lisbon', country: 'Portugal' },
  { id: 'oslo', name: 'Oslo', country: 'Norway' },
];

function report(city: WeatherCity, temperatureC: number): WeatherReport {
  return {
    city,
    current: { condition: 'sunny', temperatureC, feelsLikeC: temperatureC - 2, humidity: 50, windKph: 10 },
    forecast: Array.from({ length: 7 }, (_, day) => ({
      date: `2026-03-${String(10 + day).padStart(2, '0')}`,
      condition: 'rain' as const,
      highC: temperatureC + day,
      lowC: temperatureC - 5,
      precipitationChance: 40,
    })),
  };
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer(({ url, params }) => {
    if (url === '/api/weather/cities') return { status: 200, data: CITIES };
    if (url === '/api/weather' && params.city === 'lisbon') return { status: 200, data: report(CITIES[0]!, 20) };
    if (url === '/api/weather' && params.city === 'oslo') return { status: 200, data: report(CITIES[1]!, -5) };
    return frappeError(404, 'DoesNotExistError', 'There is no weather for that city');
  });
});
afterEach(() => server.restore());

test('the first city shows at once; another is one choice away; °F converts every temperature', async () => {
  renderWithProviders(<WeatherWidgetPage />);
  expect(await screen.findByRole('heading', { name: 'Lisbon, Portugal' })).toBeInTheDocument();
  expect(screen.getByTestId('current-temperature')).toHaveTextContent('20°C');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'oslo');
  expect(await screen.findByRole('heading', { name: 'Oslo, Norway' })).toBeInTheDocument();
  expect(screen.getByTestId('current-temperature')).toHaveTextContent('-5°C');

  await userEvent.click(screen.getByText('°F'));
  expect(screen.getByTestId('current-temperature')).toHaveTextContent('23°F');
  const week = screen.getByRole('region', { name: 'The week ahead' });
  expect(within(week).getAllByRole('listitem')).toHaveLength(7);
  expect(within(week).getByText('Today').closest('li')).toHaveTextContent('23°F / 14°F');
  expect(server.calls.filter((call) => call.url === '/api/weather')).toHaveLength(2);
});
