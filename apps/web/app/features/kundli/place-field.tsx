import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Input, Label } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { PLACE_MAX_LENGTH } from "./birth-form-model";
import { createPlaceSearch, cutPlaceText, placeLabel, type Place, type PlaceSearchState } from "./place-search";

/** The birth-place field with its suggestion list (an ARIA combobox). */
export function PlaceField({
  value,
  onTextChange,
  onChoose,
  error,
  disabled,
  label,
  name = "place",
}: {
  value: string;
  onTextChange: (text: string) => void;
  onChoose: (place: Place) => void;
  error?: string | null | undefined;
  disabled?: boolean;
  label?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<PlaceSearchState>({ status: "idle", places: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const search = useMemo(
    () =>
      createPlaceSearch({
        onState: (next) => {
          setState(next);
          setActive(-1);
        },
      }),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);

  const choose = (place: Place) => {
    search.cancel();
    setOpen(false);
    setState({ status: "idle", places: [] });
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = state.places.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0 && state.places[active]) {
      event.preventDefault();
      choose(state.places[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const showList = open && state.status !== "idle";
  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={`${id}-input`}>{label ?? t("kundli.form.birthPlace")}</Label>
      <Input
        id={`${id}-input`}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        autoComplete="off"
        maxLength={PLACE_MAX_LENGTH}
        placeholder={t("kundli.form.placePlaceholder")}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const text = cutPlaceText(event.target.value);
          onTextChange(text);
          search.input(text);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
      />
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label ?? t("kundli.form.birthPlace")}
          className="absolute left-0 right-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-night-700/15 bg-white py-1 text-night-900 shadow-xl"
        >
          {state.status === "loading" ? (
            <li role="presentation" className="px-3 py-2 text-sm text-night-800/70">
              {t("kundli.form.searching")}
            </li>
          ) : state.places.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-night-800/70">
              {t("kundli.form.noPlaces")}
            </li>
          ) : (
            state.places.map((place, index) => (
              <li
                key={`${place.name}-${place.latitude}-${place.longitude}`}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer px-3 py-2 text-sm",
                  index === active ? "bg-saffron-500/15" : "hover:bg-night-900/5",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span className="font-semibold">{place.name}</span>
                <span className="text-night-800/70">
                  {", "}
                  {[place.state, place.country].filter(Boolean).join(", ")}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-night-800/60">
          {t("kundli.form.placeHint")}
        </p>
      )}
    </div>
  );
}

export { placeLabel };
