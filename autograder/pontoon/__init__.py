"""The pontoon grader: the rules, the experiments that read a program, and the judge.

`grade.grade_submission` grades one submission as a pipeline: plan the runs and probes, run
them in the sandbox (`autograder.sandbox`), read what the program did (`programs`,
`transcript`, `probes`, `cardstats`, `stats`), judge every rule of `contract` (`judge`).
"""
