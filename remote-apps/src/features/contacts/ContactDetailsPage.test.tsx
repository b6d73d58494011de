import { screen } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import { signInAs } from '@apps/testing/user-role';
import { testContact } from '@apps/testing/contacts-fixtures';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import ContactDetailsPage from './ContactDetailsPage';

jest.setTimeout(20_000);
let api: DemoApi;
const fetchContacts = () => api.route('GET /api/user/all');

beforeEach(() => {
  signInAs('EDITOR');
  api = installDemoApi();
});

afterEach(() => api.restore());

function openDetails(path: string) {
  renderPage(<ContactDetailsPage />, { route: '/contact/details', path });
}

it('opens on the first contact in the table order when the link names none', async () => {
  fetchContacts().mockResolvedValue([testContact(7, { name: 'Zoe Quinn' }), testContact(3, { name: 'Ada Byron' })]);
  openDetails('/contact/details');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Byron' })).toBeVisible();
});

it('says there are no contacts yet when the list is empty', async () => {
  fetchContacts().mockResolvedValue([]);
  openDetails('/contact/details');
  expect(await screen.findByText('No contacts yet')).toBeVisible();
});

it('says a named contact that is gone does not exist, and does not jump to another', async () => {
  fetchContacts().mockResolvedValue([testContact(3, { name: 'Ada Byron' })]);
  openDetails('/contact/details?id=99');
  expect(await screen.findByText('This contact does not exist')).toBeVisible();
});
