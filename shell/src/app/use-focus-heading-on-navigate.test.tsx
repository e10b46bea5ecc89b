import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate, useParams } from '@storefront/shared/router';
import { MemoryRouter, Route, Routes } from '@storefront/shared/testing';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

/** Like the product listing: a filter button that stays on screen and only changes the URL. */
function ListPage() {
  const navigate = useNavigate();
  const { filter } = useParams();
  return (
    <>
      <h1>{filter ?? 'Everything'}</h1>
      <button onClick={() => void navigate('/list/locks')}>Locks</button>
      <Link to="/list/sensors" data-keeps-focus="">
        Sensors
      </Link>
      <Link to="/about">More about us</Link>
    </>
  );
}

function Layout() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <nav>
        <Link to="/about">About</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/about" element={<h1>About us</h1>} />
          <Route path="/list/:filter?" element={<ListPage />} />
        </Routes>
      </main>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout />
    </MemoryRouter>,
  );

describe('useFocusHeadingOnNavigate', () => {
  it('leaves focus alone on the first load', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
  });

  it('moves focus to the new page heading after a link, keeping it out of the tab order', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    const heading = await screen.findByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus on a control of the page that only changed the URL', async () => {
    renderAt('/list');
    const locks = screen.getByRole('button', { name: 'Locks' });
    await userEvent.click(locks);
    await screen.findByRole('heading', { name: 'locks' });
    expect(locks).toHaveFocus();
  });

  it('keeps focus on a link of the page marked as keeping it, and moves it after any other link', async () => {
    renderAt('/list');
    const sensors = screen.getByRole('link', { name: 'Sensors' });
    await userEvent.click(sensors);
    await screen.findByRole('heading', { name: 'sensors' });
    expect(sensors).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'More about us' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toHaveFocus();
  });
});
