import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import {
  Card,
  DataList,
  ErrorState,
  FieldFrame,
  Heading,
  HStack,
  LoadingState,
  NativeSelect,
  PageLayout,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { DropletsIcon, ThermometerIcon, WindIcon } from 'shared-ui/kits';
import type { WeatherCity, WeatherReport } from 'tessera-contracts';
import { weatherCitiesQueryOptions } from './api/list-weather-cities';
import { weatherQueryOptions } from './api/get-weather';
import { conditionLabel, ConditionIcon } from './components/ConditionIcon';
import { formatTemperature, type TemperatureUnit } from './model/temperature';

const UNITS: ReadonlyArray<{ value: TemperatureUnit; label: string }> = [
  { value: 'C', label: '°C' },
  { value: 'F', label: '°F' },
];

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

function Current({ report, unit }: { report: WeatherReport; unit: TemperatureUnit }) {
  const { current, city } = report;
  const details = [
    { icon: ThermometerIcon, label: 'Feels like', value: formatTemperature(current.feelsLikeC, unit) },
    { icon: DropletsIcon, label: 'Humidity', value: `${current.humidity}%` },
    { icon: WindIcon, label: 'Wind', value: `${current.windKph} km/h` },
  ];
  return (
    <Card.Root role="region" aria-label="Current conditions">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
          <HStack gap="4">
            <ConditionIcon condition={current.condition} size={64} />
            <Stack gap="0">
              <Heading as="h2" size="md">
                {city.name}, {city.country}
              </Heading>
              <Text textStyle="5xl" fontWeight="semibold" lineHeight="1" data-testid="current-temperature">
                {formatTemperature(current.temperatureC, unit)}
              </Text>
              <Text color="fg.muted">{conditionLabel(current.condition)}</Text>
            </Stack>
          </HStack>
          <DataList.Root orientation="horizontal" size="md">
            {details.map(({ icon: Icon, label, value }) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>
                  <HStack gap="1.5">
                    <Icon size={16} aria-hidden="true" /> {label}
                  </HStack>
                </DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Forecast({ report, unit }: { report: WeatherReport; unit: TemperatureUnit }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="forecast-heading">
      <Heading as="h2" size="md" id="forecast-heading">
        The week ahead
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 4, lg: 7 }} gap="3">
        {report.forecast.map((day, index) => (
          <Card.Root as="li" key={day.date} size="sm">
            <Card.Body alignItems="center" gap="1" textAlign="center">
              <Text fontWeight="medium">
                {index === 0 ? 'Today' : weekday.format(new Date(`${day.date}T00:00:00Z`))}
              </Text>
              <ConditionIcon condition={day.condition} size={32} />
              <Text textStyle="sm">{conditionLabel(day.condition)}</Text>
              <Text textStyle="sm">
                <Text as="span" fontWeight="semibold">
                  {formatTemperature(day.highC, unit)}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  / {formatTemperature(day.lowC, unit)}
                </Text>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {day.precipitationChance}% chance of rain
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CityWeather({ cities }: { cities: WeatherCity[] }) {
  const [city, setCity] = useState(cities[0]?.id ?? '');
  const [unit, setUnit] = useState<TemperatureUnit>('C');
  const report = useQuery({ ...weatherQueryOptions(city), enabled: city !== '' });

  return (
    <Stack gap="5">
      <HStack gap="4" wrap="wrap" align="flex-end">
        <FieldFrame label="City">
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field value={city} onChange={(event) => setCity(event.target.value)}>
              {cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}, {option.country}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
        <SegmentGroup.Root
          size="sm"
          aria-label="Temperature unit"
          value={unit}
          onValueChange={(details) => {
            const next = UNITS.find((item) => item.value === details.value);
            if (next) setUnit(next.value);
          }}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={UNITS.map((item) => ({ ...item }))} />
        </SegmentGroup.Root>
      </HStack>
      {report.isPending && <LoadingState label="Loading the weather" shape="cards" count={2} />}
      {report.isError && (
        <ErrorState
          title="Couldn't load the weather"
          message={readableError(report.error)}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.isSuccess && (
        <Stack gap="5">
          <Current report={report.data} unit={unit} />
          <Forecast report={report.data} unit={unit} />
        </Stack>
      )}
    </Stack>
  );
}

/** `/widgets/weather-app`: current conditions and the week ahead for a few sample cities, in °C or °F. */
export default function WeatherWidgetPage() {
  const cities = useQuery(weatherCitiesQueryOptions());
  return (
    <PageLayout
      title="Weather"
      description="Sample weather for a few cities (demo data, the same for everyone): now, and the week ahead."
    >
      {cities.isPending && <LoadingState label="Loading the cities" shape="cards" count={2} />}
      {cities.isError && (
        <ErrorState
          title="Couldn't load the cities"
          message={readableError(cities.error)}
          onRetry={() => void cities.refetch()}
        />
      )}
      {cities.isSuccess && <CityWeather cities={cities.data} />}
    </PageLayout>
  );
}
