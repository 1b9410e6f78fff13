package computelab.web.rd;

import computelab.lab.Param;

/**
 * A value that was not taken, and why.
 *
 * @param param    the parameter whose panel field it was typed or chosen in; null where it concerns the
 *                 grid as a whole (its sentence goes over the canvas)
 * @param given    the text as typed, shown again so it can be corrected; null for a menu (it shows what is
 *                 in use)
 * @param sentence what was wrong, in the panel's words
 */
record FieldMistake(Param<?> param, String given, String sentence) {
}
