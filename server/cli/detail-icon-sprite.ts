// Writes the detail pages' icon sprite, app/assets/detail-icons.svg: `npm run assets:detail-icons`
// after adding an icon to app/components/detail/detail-icon-sprite.ts (its test fails until then).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { detailIconSprite } from "../../app/components/detail/detail-icon-sprite.ts";

await writeFile(join(import.meta.dirname, "../../app/assets/detail-icons.svg"), detailIconSprite());
