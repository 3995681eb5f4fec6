"""Issue 17, more random primitives against MindSpore 2.10: Bernoulli, RandpermV2, NonDeterministicInts,
RandomChoiceWithMask / ops.choice_with_mask. Draws cannot match MindSpore's streams: RULE_CASES record only the
dtype and shape (``record_tensor.rule_of``); CASES hold the deterministic outcomes (errors, p of 0 and 1, masks
with no True element)."""
_B = "Tensor(np.array([[True, False, True], [True, True, False]]))"
RULE_CASES = {"draws": [
    "ops.Bernoulli()(Tensor([0., 1., 1., 0.]), 0.5)", "ops.Bernoulli(seed=3)(Tensor(np.ones((2, 3), np.float64)), 0.3)",
    "ops.Bernoulli()(Tensor([0, 1, 1], ms.int32), Tensor([0.2, 0.5, 0.9], ms.float32))",
    "ops.RandpermV2()(4)", "ops.RandpermV2()(Tensor(6, ms.int64))", "ops.RandpermV2(1, 3, ms.int32)(5)",
    "ops.RandpermV2(dtype=ms.float32)(4)", "ops.RandpermV2()(0)",
    "ops.NonDeterministicInts()(Tensor([2, 3], ms.int32))", "ops.NonDeterministicInts(ms.int32)(Tensor([4], ms.int64))",
    "ops.NonDeterministicInts(ms.int32)(Tensor([4, 2], ms.int64))", "ops.RandpermV2()(1)",
    f"ops.RandomChoiceWithMask(3)({_B})", f"ops.RandomChoiceWithMask(6, 1, 2)({_B})",
    "ops.RandomChoiceWithMask(2)(Tensor([True, False, True, True]))", f"ops.choice_with_mask({_B}, 5)",
    f"ops.choice_with_mask({_B})", "ops.choice_with_mask(Tensor(np.ones((1, 2, 1, 2, 1), bool)), 2, seed=4)",
]}
CASES = {"fixed": [
    "ops.Bernoulli()(Tensor([0., 1., 1., 0.]), 1.0)", "ops.Bernoulli()(Tensor([0., 1.]), Tensor([0., 1.]))",
    "ops.Bernoulli()(Tensor([0, 1], ms.int32), 0.)", "ops.Bernoulli(seed=3)(Tensor([0., 1., 1., 0.]), Tensor(0.))",
    "ops.Bernoulli()(Tensor([0., 1.]), 1.5)", "ops.Bernoulli()(Tensor([0., 1.], ms.float16), 1.)",
    "ops.Bernoulli(1.5)", "ops.Bernoulli(seed=-2)", "ops.Bernoulli(seed=5, offset=2).seed",
    "ops.RandpermV2()(-1)",
    "ops.NonDeterministicInts(ms.float32)", "ops.NonDeterministicInts()((2, 3))",
    "ops.RandomChoiceWithMask(0)", "ops.RandomChoiceWithMask(2.5)",
    "ops.RandomChoiceWithMask(2)(Tensor([1, 0], ms.int32))", "ops.RandomChoiceWithMask(2)(Tensor([True, True]))[1]",
    "ops.RandomChoiceWithMask(4)(Tensor([True, False, True]))[1]",
    "ops.choice_with_mask(Tensor(np.zeros((2, 2), bool)), 3)", "ops.choice_with_mask(Tensor(True), 3)",
    "ops.choice_with_mask(Tensor(np.ones((1, 1, 1, 1, 1, 1), bool)), 2)",
    "ops.choice_with_mask(Tensor([False, True, False]), 2)",
]}
