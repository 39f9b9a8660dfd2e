import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import PreviewNotice from './PreviewNotice';

describe('PreviewNotice', () => {
  it('says so in preview mode and its close control clears it', () => {
    render(
      <I18nProvider locale="en">
        <PreviewNotice preview />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This is preview mode');
    fireEvent.click(screen.getByRole('button', { name: 'Close preview notice' }));
    expect(screen.queryByText('This is preview mode')).toBeNull();
  });

  it('is absent outside preview mode', () => {
    const { container } = render(<PreviewNotice preview={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
