/**
 * The broker's photo (proof.module.css `.brokerImage`): the whole column in 3:2 on phones; from
 * 992 px 2/5 of the row (gap 4rem) in a 4:5 box at most 36rem high, which a camera's 3:2 photo covers
 * at 1.875 times the box's width (864 px once the box stops growing).
 */
export const BROKER_PHOTO_SIZES =
  "(min-width: 1264px) 864px, (min-width: 992px) calc((100vw - 112px) * 0.75), calc(100vw - 48px)";
