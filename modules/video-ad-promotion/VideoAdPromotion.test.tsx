import { fireEvent, render, screen } from '@testing-library/react';
import VideoAdPromotion from './VideoAdPromotion';

const details = { title: 'Network tour', videoUrl: '/videos/tour.mp4', poster: '/images/tour.jpg' };

describe('videoAdPromotion', () => {
  it('hides the play overlay and starts the video when the play button is pressed', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    render(<VideoAdPromotion id="v" name="" details={details} data={undefined} />);
    expect(screen.getByTestId('video-overlay')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.queryByTestId('video-overlay')).toBeNull();
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('hides the overlay when the video starts from its own controls', () => {
    const { container } = render(<VideoAdPromotion id="v" name="" details={details} data={undefined} />);
    fireEvent.play(container.querySelector('video')!);
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });
});
