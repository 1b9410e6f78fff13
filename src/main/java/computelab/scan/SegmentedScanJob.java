package computelab.scan;

import computelab.gpu.Bound;

/**
 * Everything a segmented scan algorithm needs to plan one run: the plain scan's job (the request, where
 * the data is bound, the scratch, the device's shape) and where the bit-packed heads are bound.
 */
record SegmentedScanJob(ScanJob scan, Bound heads) {
}
