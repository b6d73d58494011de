// The weather demo API over HTTP: sample cities and their weather, the same for every signed-in user,
// read-only; a bad or unknown city is refused in Frappe's error shape.

import { WEATHER_CONDITIONS, type WeatherCity, type WeatherReport } from 'tessera-contracts';
import { Client, errorMessage, loggedIn, startServer, USERS, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const isoDay = (offset: number) => new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);

describe('GET /api/weather/cities', () => {
  it('answers the sample cities by name, the same for every user', async () => {
    const [editor, guest] = await Promise.all([
      loggedIn(server.baseUrl, USERS.editor),
      loggedIn(server.baseUrl, USERS.guest),
    ]);
    const [a, b] = await Promise.all([
      editor.get<WeatherCity[]>('/api/weather/cities'),
      guest.get<WeatherCity[]>('/api/weather/cities'),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.length).toBeGreaterThanOrEqual(5);
    for (const city of a.body) {
      expect(city).toEqual({
        id: expect.stringMatching(/^[a-z-]+$/),
        name: expect.any(String),
        country: expect.any(String),
      });
    }
    const names = a.body.map((city) => city.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(a.body).toContainEqual({ id: 'lisbon', name: 'Lisbon', country: 'Portugal' });
    expect(b.body).toEqual(a.body);
  });

  it('needs a session', async () => {
    const res = await new Client(server.baseUrl).get('/api/weather/cities');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the weather app');
  });
});

describe('GET /api/weather?city=', () => {
  it("answers a city's current conditions and seven days from today", async () => {
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const res = await editor.get<WeatherReport>('/api/weather', { city: 'oslo' });
    expect(res.status).toBe(200);
    expect(res.body.city).toEqual({ id: 'oslo', name: 'Oslo', country: 'Norway' });
    expect(res.body.current).toEqual({
      condition: 'snow',
      temperatureC: -3,
      feelsLikeC: -8,
      humidity: 86,
      windKph: 18,
    });
    expect(res.body.forecast).toHaveLength(7);
    expect(res.body.forecast.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(isoDay));
    for (const day of res.body.forecast) {
      expect(WEATHER_CONDITIONS).toContain(day.condition);
      expect(day.lowC).toBeLessThanOrEqual(day.highC);
      expect(day.precipitationChance).toBeGreaterThanOrEqual(0);
      expect(day.precipitationChance).toBeLessThanOrEqual(100);
    }
  });

  it('every listed city has its weather', async () => {
    const admin = await loggedIn(server.baseUrl, USERS.admin);
    const cities = (await admin.get<WeatherCity[]>('/api/weather/cities')).body;
    for (const city of cities) {
      const res = await admin.get<WeatherReport>('/api/weather', { city: city.id });
      expect(res.status).toBe(200);
      expect(res.body.city).toEqual(city);
    }
  });

  it('refuses a missing or malformed city with 417, and an unknown one with 404', async () => {
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const missing = await editor.get('/api/weather');
    expect(missing.status).toBe(417);
    expect(errorMessage(missing, 'ValidationError')).toBe('city is required');

    const malformed = await editor.get('/api/weather', { city: '../Lisbon' });
    expect(malformed.status).toBe(417);
    expect(errorMessage(malformed, 'ValidationError')).toMatch(/^city must be a city id/);

    const unknown = await editor.get('/api/weather', { city: 'atlantis' });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown, 'DoesNotExistError')).toBe('There is no weather for city atlantis');
  });

  it('is read-only: no endpoint writes', async () => {
    const admin = await loggedIn(server.baseUrl, USERS.admin);
    const answers = await Promise.all([
      admin.post('/api/weather/add', { slug: 'paris' }),
      admin.post('/api/weather/update', { id: 1, temperature: 40 }),
      admin.post('/api/weather/delete', { id: 1 }),
      admin.get('/api/weather/all'),
    ]);
    for (const res of answers) expect(res.status).toBe(404);
  });
});
