import { lazy, Suspense, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { Carousel } from "~/ui/Carousel";
import styles from "./PropertyDetails.module.css";
import { Photo } from "~/ui/Photo";

// The full-screen view loads when first opened.
const FullScreenGallery = lazy(() =>
  import("./FullScreenGallery").then((module) => ({ default: module.FullScreenGallery })),
);

/** The listing's photos in a carousel, their count, and a button to see them full screen. */
export function Gallery({ images, address }: { images: string[]; address: string }) {
  const { t } = useT("properties");
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  // Without the code the photos scroll natively; a full-screen button would do nothing.
  const hydrated = useHydrated();
  if (images.length === 0) return null;
  const slides = images.map((src, index) => (
    <Photo
      key={src}
      src={src}
      sizes="(min-width: 1232px) 848px, (min-width: 64rem) calc(100vw - 384px), calc(100vw - 32px)"
      alt={t("details.photo_alt", { address, index: index + 1, count: images.length })}
      width={1200}
      height={800}
      lazy={index > 0}
      className={styles.photo}
    />
  ));
  return (
    <div className={styles.gallery}>
      <Carousel label={t("details.gallery", { address })} slides={slides} onSlideChange={setCurrent} />
      <div className={styles.galleryBar}>
        <span className={styles.photoCount}>{t("details.photo_count", { count: images.length })}</span>
        {hydrated ? (
          <button type="button" className={styles.fullScreenButton} onClick={() => setOpen(true)}>
            {t("details.full_screen")}
          </button>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FullScreenGallery
            images={images}
            index={current}
            onIndex={setCurrent}
            onClose={() => setOpen(false)}
            address={address}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
