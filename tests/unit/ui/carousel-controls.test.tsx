// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { PlayPauseButton, StepButton } from "~/ui/CarouselControls";
import { renderWithProviders } from "../render";

describe("carousel controls", () => {
  it("names the pause/resume button after what it will do, in each language", () => {
    const onToggle = vi.fn();
    const { unmount } = renderWithProviders(<PlayPauseButton playing onToggle={onToggle} />, {
      locale: "en",
    });
    fireEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<PlayPauseButton playing={false} onToggle={onToggle} />, { locale: "fr" });
    expect(screen.getByRole("button", { name: "Reprendre le défilement" })).toHaveAttribute("type", "button");
  });

  it("previous and next control the track, step on click and can be disabled", () => {
    const onStep = vi.fn();
    renderWithProviders(
      <>
        <StepButton direction="previous" trackId="t-track" onStep={onStep} disabled />
        <StepButton direction="next" trackId="t-track" onStep={onStep} className="mine" />
      </>,
      { locale: "en" },
    );
    const previous = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(previous).toBeDisabled();
    expect(previous).toHaveAttribute("aria-controls", "t-track");
    expect(next).toHaveAttribute("aria-controls", "t-track");
    expect(next).toHaveClass("mine");
    fireEvent.click(next);
    expect(onStep).toHaveBeenCalledTimes(1);
  });
});
