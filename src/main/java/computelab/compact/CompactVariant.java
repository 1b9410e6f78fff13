package computelab.compact;

import computelab.gpu.Variant;

/** One compaction algorithm: the plan of one run for a given job. Registered in {@link StreamCompaction}. */
interface CompactVariant extends Variant<CompactJob> {
}
