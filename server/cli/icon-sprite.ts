// Writes the public pages' icon sprite, app/assets/icons.svg: `npm run assets:icons` after adding an icon
// to app/components/icon-catalogue.ts (its test fails until then).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { iconSprite } from "../../app/components/icon-catalogue.ts";

await writeFile(join(import.meta.dirname, "../../app/assets/icons.svg"), iconSprite());
