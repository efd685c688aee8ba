import { useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { includesDisplay } from '../lib/include-icons';
import { IncludeIconSvg } from './include-icon';

/**
 * "Ingår i lunchen": includes with a known keyword as icons (each with its text as accessible name
 * and tooltip), the rest as text chips.
 */
export function LunchIncludes({ includes }: { includes: readonly string[] | undefined }) {
  const labelId = useId();
  const { iconItems, others } = includesDisplay(includes);
  if (iconItems.length === 0 && others.length === 0) return null;
  return (
    <div className="includes">
      <span id={labelId} className="includes__label">
        Ingår i lunchen:
      </span>
      <ul className="includes__list" aria-labelledby={labelId}>
        {iconItems.map((item) => (
          <li key={item.label} className="includes__item">
            <Tooltip content={item.label}>
              <span className="include-icon" role="img" aria-label={item.label} tabIndex={0}>
                {item.icons.map((icon) => (
                  <IncludeIconSvg key={icon} icon={icon} />
                ))}
              </span>
            </Tooltip>
          </li>
        ))}
        {others.map((text) => (
          <li key={text} className="chip includes__chip">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
