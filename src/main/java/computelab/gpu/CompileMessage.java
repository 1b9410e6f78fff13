package computelab.gpu;

/** One message of a shader compiler ({@code getCompilationInfo}): its type, where (from 1) and what. */
public record CompileMessage(String type, int line, int column, String message) {
}
