// The sizes of a run whose element count lives on the GPU (a counted PreparedPlan's first dispatch): one
// invocation reads the count word, takes it at most as the capacity the run was planned for, and writes
// each size of the recipe (CountRecipe.java): a parameter word of a later dispatch, or the three words
// of a later dispatchWorkgroupsIndirect. A size is ceil(n / per), at least at_least; workgroups past
// max_per_dimension spread over a 2D grid exactly as DispatchGrid.java does (rows = ceil(w / max),
// x = ceil(w / rows)), and the kernels they run skip the workgroups past their own count.
// Work: one invocation, a handful of words. Bindings: 1 the count's words (the count at word
// recipe[2]), 2 the recipe, 3 the parameter uniform's words (bound as storage in this dispatch only),
// 4 the indirect arguments.
// Recipe: [entries, capacity, count word, 0], then per entry [kind, at, per, at_least,
// max_per_dimension]: kind 0 writes parameter word `at`, kind 1 the arguments from word `at`.

@group(0) @binding(1) var<storage, read> count_words: array<u32>;
@group(0) @binding(2) var<storage, read> recipe: array<u32>;
@group(0) @binding(3) var<storage, read_write> parameter_words: array<u32>;
@group(0) @binding(4) var<storage, read_write> indirect_arguments: array<u32>;

const HEADER_WORDS: u32 = 4u;
const ENTRY_WORDS: u32 = 5u;

// Rounds up without forming a + b - 1, which wraps for counts near 2^32.
fn ceil_div(a: u32, b: u32) -> u32 {
    return a / b + select(0u, 1u, a % b != 0u);
}

@compute @workgroup_size(1)
fn sizes_from_count() {
    let n = min(count_words[recipe[2]], recipe[1]);
    let entries = recipe[0];
    for (var e = 0u; e < entries; e++) {
        let entry = HEADER_WORDS + ENTRY_WORDS * e;
        let at = recipe[entry + 1u];
        let size = max(recipe[entry + 3u], ceil_div(n, recipe[entry + 2u]));
        if (recipe[entry] == 0u) {
            parameter_words[at] = size;
        } else {
            let max_per_dimension = recipe[entry + 4u];
            var x = size;
            var y = 1u;
            if (size > max_per_dimension) {
                y = ceil_div(size, max_per_dimension);
                x = ceil_div(size, y);
            }
            indirect_arguments[at] = x;
            indirect_arguments[at + 1u] = y;
            indirect_arguments[at + 2u] = 1u;
        }
    }
}
