import {useState, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@site/src/components/Dialog';

function Harness({onEscape}: {readonly onEscape: () => void}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div data-testid="page">
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      </div>
      {open ? (
        <Dialog
          labelledBy="t"
          describedBy="d"
          onEscape={() => {
            onEscape();
            setOpen(false);
          }}>
          <p id="t">Title</p>
          <p id="d">Text</p>
          <button type="button">First</button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}

describe('<Dialog />', () => {
  it('is a labelled modal dialog that takes the focus and makes the page inert', async () => {
    const user = userEvent.setup();
    render(<Harness onEscape={jest.fn()} />);
    await user.click(screen.getByRole('button', {name: 'Open'}));
    const dialog = screen.getByRole('dialog', {name: 'Title'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Text');
    expect(screen.getByRole('button', {name: 'First'})).toHaveFocus();
    expect(screen.getByTestId('page')).toHaveAttribute('inert');
  });

  it('keeps Tab inside and gives the focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness onEscape={jest.fn()} />);
    await user.click(screen.getByRole('button', {name: 'Open'}));
    await user.tab();
    expect(screen.getByRole('button', {name: 'Last'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'First'})).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('button', {name: 'Last'})).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Last'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('page')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', {name: 'Open'})).toHaveFocus();
  });

  it('calls onEscape on Escape', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<Harness onEscape={onEscape} />);
    await user.click(screen.getByRole('button', {name: 'Open'}));
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
