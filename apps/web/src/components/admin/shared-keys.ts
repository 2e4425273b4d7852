/**
 * The texts the shared back-office pieces ask of the namespace a screen gives them (its `t`), so
 * a feature's keys test holds that namespace to them too.
 */
export const sharedPieceKeys = {
  /** `PictureGrid` and `PictureDeleteModal`. */
  pictures: [
    'pictures.cover',
    'pictures.move_up',
    'pictures.move_down',
    'pictures.delete',
    'pictures.delete_title',
    'pictures.delete_confirm',
    'common.cancel',
  ],
  /** `LanguageTabs` (with `languages.<language>`). */
  languageTabs: ['editor.name', 'editor.name_hint', 'editor.description'],
  /** `DayRangeCard` and `ReportBody`. */
  reportRange: ['sales.from', 'sales.to', 'sales.range_hint', 'sales.bad_range', 'sales.empty'],
} as const;
