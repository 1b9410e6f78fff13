package computelab.web;

import computelab.lab.Experiment;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a workload's view of its result, in the workload's own {@code web/<w>/} folder: a static
 * {@code show(Json.Obj, HTMLElement)} method (a {@link ResultView}), or the constructor of a view that runs
 * the page itself (Life's studio), taking the experiment. {@link ViewIndexWriter} collects the marks while
 * the sources compile into {@code ResultViews}, which {@link Site} reads, so no shared file names a
 * workload's view.
 */
@Retention(RetentionPolicy.SOURCE)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface ViewOf {
    /** The experiment whose results the view shows. */
    Class<? extends Experiment> value();
}
