"""Student code in an operating-system sandbox: the child, its isolation, budget and clean-up.

`child` starts and collects sandboxed children (bubblewrap, or the limits fallback);
`inside` is the code that runs inside a child, started by path and never imported by the
grader; `budget` gives each submission's grading a worker with a time and memory budget;
`integrity` keeps the grader's own bytecode and results out of the student's reach; `kernel`
puts nbgrader's kernels in the same sandbox.
"""
