// @parlor/ui-kit/script-fonts: the fonts of the scripts a bare system may lack, one stylesheet per
// script, each downloaded only for the language that needs it.
export { hasScriptFont, loadScriptFont, scriptFontSheets } from './script-fonts/script-fonts.ts'
