package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ContractBuffersTest {
    private static final double ONE_GIB = 1L << 30;

    @Test
    void theGuardVectorGoesOnlyWhereTheLargestBufferHasRoomForIt() {
        assertEquals(1004, ContractBuffers.capacity(1000, ONE_GIB), "whole vectors and a guard vector");
        assertEquals(1004, ContractBuffers.capacity(997, ONE_GIB));
        assertEquals(1L << 28, ContractBuffers.capacity(1L << 28, ONE_GIB), "at the largest size: no guard");
        assertEquals(1L << 28, ContractBuffers.capacity((1L << 28) - 5, ONE_GIB), "the last guard that fits");
        assertEquals(1L << 28, ContractBuffers.capacity((1L << 28) - 3, ONE_GIB), "whole vectors, no room for a guard");
    }

    @Test
    void aLargestBufferOfWordsThatAreNotWholeVectorsHoldsTheElementsAsWords() {
        assertEquals(1001, ContractBuffers.capacity(1001, 4004));
        assertEquals(1000, ContractBuffers.capacity(999, 4000));
    }
}
