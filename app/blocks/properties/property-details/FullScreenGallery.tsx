import { useEffect, useRef, type PointerEvent } from "react";
import { useT } from "~/i18n/use-t";
import { Modal } from "~/ui/Modal";
import styles from "./PropertyDetails.module.css";

type Props = {
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  address: string;
};

/** A horizontal move at least this long (px) turns the photo. */
const SWIPE_PX = 40;

/** The listing's photos one at a time, full screen: arrow keys, buttons and swipes turn them. */
export function FullScreenGallery({ images, index, onIndex, onClose, address }: Props) {
  const { t } = useT("properties");
  const start = useRef<number | null>(null);
  const count = images.length;
  const turn = (step: number) => onIndex((index + step + count) % count);
  const turnRef = useRef(turn);
  turnRef.current = turn;
  // While the dialog is open, the arrow keys turn the photos wherever focus is in it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") turnRef.current(1);
      else if (event.key === "ArrowLeft") turnRef.current(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const onPointerDown = (event: PointerEvent) => void (start.current = event.clientX);
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) turn(moved < 0 ? 1 : -1);
  };
  const position = t("details.photo_position", { index: index + 1, count });
  return (
    <Modal open onClose={onClose} title={address} size="full">
      {/* Swipes on the photo turn it; the buttons below and the arrow keys do the same. */}
      <figure
        className={styles.fullScreenFigure}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => void (start.current = null)}
        data-testid="fullscreen-photo"
      >
        <img
          src={images[index]}
          draggable={false}
          alt={t("details.photo_alt", { address, index: index + 1, count })}
        />
        <figcaption aria-live="polite">{position}</figcaption>
      </figure>
      {count > 1 ? (
        <div className={styles.fullScreenControls} role="group" aria-label={position}>
          <button type="button" onClick={() => turn(-1)}>
            {t("details.previous_photo")}
          </button>
          <button type="button" onClick={() => turn(1)}>
            {t("details.next_photo")}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
