"""Records MindSpore 2.10 context, device, parallel-context and seed behaviour for tests/test_context.py.

Run with the MindSpore venv: ``/work/msvenv/bin/python tests/golden/record_context.py``.
Context state is process-global in MindSpore, so every snippet runs in a fresh interpreter. Each record keeps
the snippet's code (``code/<name>``) and what it gave (``result/<name>``): the values it reported with
``r(...)`` or the exception, plus the WARNING messages MindSpore logged (``warnings``). The test runs the
same code against msbridge after resetting msbridge's context.
"""
import json
import os
import subprocess
import sys

from recorder import Recorder

SNIPPETS = {
    # --- defaults -------------------------------------------------------------------------------
    "defaults": "r({k: ms.get_context(k) for k in CONTEXT_KEYS})",
    "parallel_defaults": "r({k: ms.get_auto_parallel_context(k) for k in PARALLEL_KEYS})",
    "ps_defaults": "r({k: ms.get_ps_context(k) for k in PS_KEYS})",
    "constants": "r(ms.GRAPH_MODE, ms.PYNATIVE_MODE, ms.context.STRICT, ms.context.COMPATIBLE, ms.context.LAX, "
                 "ms.context.RELEASE, ms.context.DEBUG)",
    "context_all": "r(sorted(ms.context.__all__))",
    "parallel_mode_class": "r(ms.ParallelMode.STAND_ALONE, ms.ParallelMode.DATA_PARALLEL, "
                           "ms.ParallelMode.HYBRID_PARALLEL, ms.ParallelMode.SEMI_AUTO_PARALLEL, "
                           "ms.ParallelMode.AUTO_PARALLEL, ms.ParallelMode.MODE_LIST, "
                           "ms.context.ParallelMode is ms.ParallelMode)",
    "current_device_unset": "d = ms.get_current_device(); r(list(d), d.device_target, d.device_id)",
    # --- set_device -----------------------------------------------------------------------------
    "set_device_cpu_twice": "ms.set_device('CPU'); ms.set_device('CPU'); "
                            "r(ms.get_context('device_target'), ms.get_context('device_id'))",
    "set_device_id_change": "ms.set_device('CPU'); ms.set_device('CPU', 1)",
    "set_device_id1": "ms.set_device('CPU', 1); d = ms.get_current_device(); "
                      "r(ms.get_context('device_id'), list(d), d.device_target, d.device_id)",
    "set_device_gpu": "ms.set_device('GPU')",
    "set_device_ascend": "ms.set_device('Ascend', 0)",
    "set_device_ascend_after_cpu": "ms.set_device('CPU'); ms.set_device('Ascend', 0)",
    "set_device_lower": "ms.set_device('cpu')",
    "set_device_int": "ms.set_device(1)",
    "set_device_none": "ms.set_device(None)",
    "set_device_neg_id": "ms.set_device('CPU', -1)",
    "set_device_float_id": "ms.set_device('CPU', 1.0)",
    "set_device_bool_id": "ms.set_device('CPU', True); r(ms.get_context('device_id'))",
    "set_device_after_context_target": "ms.set_context(device_target='CPU'); ms.set_device('CPU', 0); r(1)",
    "set_device_then_context_id": "ms.set_device('CPU'); ms.set_context(device_id=3); "
                                  "r(ms.get_context('device_id'))",
    # --- set_context: device keys (deprecated) --------------------------------------------------
    "ctx_target_cpu": "ms.set_context(device_target='CPU'); r(ms.get_context('device_target'))",
    "ctx_target_gpu": "ms.set_context(device_target='GPU')",
    "ctx_target_ascend": "ms.set_context(device_target='Ascend')",
    "ctx_target_lower": "ms.set_context(device_target='cpu')",
    "ctx_target_int": "ms.set_context(device_target=0)",
    "ctx_id": "ms.set_context(device_id=3); r(ms.get_context('device_id'))",
    "ctx_id_neg": "ms.set_context(device_id=-1)",
    "ctx_id_big": "ms.set_context(device_id=4096)",
    "ctx_id_float": "ms.set_context(device_id=1.0)",
    "ctx_mode_and_target": "ms.set_context(mode=0, device_target='CPU'); r(ms.get_context('mode'))",
    # --- set_context: mode and other keys -------------------------------------------------------
    "ctx_mode_graph": "ms.set_context(mode=ms.GRAPH_MODE); r(ms.get_context('mode'))",
    "ctx_mode_back": "ms.set_context(mode=0); ms.set_context(mode=1); r(ms.get_context('mode'))",
    "ctx_mode_2": "ms.set_context(mode=2)",
    "ctx_mode_none": "ms.set_context(mode=None)",
    "ctx_mode_str": "ms.set_context(mode='GRAPH_MODE')",
    "ctx_mode_float": "ms.set_context(mode=0.0)",
    "ctx_mode_bool": "ms.set_context(mode=True); r(ms.get_context('mode'))",
    "ctx_unknown": "ms.set_context(foo=1)",
    "ctx_positional": "ms.set_context(0)",
    "ctx_empty": "ms.set_context(); r(ms.get_context('mode'))",
    "get_unknown": "ms.get_context('foo')",
    "get_int": "ms.get_context(1)",
    "get_removed": "ms.get_context('grad_for_scalar')",
    "get_ignored_key": "ms.get_context('enable_sparse')",
    "jit_config": "ms.set_context(jit_config={'jit_level': 'O1'}); "
                  "r(ms.get_context('jit_config'), ms.get_context('jit_level'))",
    "jit_config_empty": "ms.set_context(jit_config={}); r(ms.get_context('jit_config'))",
    "jit_config_badkey": "ms.set_context(jit_config={'foo': 'O1'})",
    "jit_config_badval": "ms.set_context(jit_config={'jit_level': 'O3'})",
    "jit_config_type": "ms.set_context(jit_config='O1')",
    "jit_config_boost": "ms.set_context(jit_config={'jit_level': 'O0', 'infer_boost': 'on'}); "
                        "r(ms.get_context('jit_config'), ms.get_context('infer_boost'))",
    "jit_config_boost_o1": "ms.set_context(jit_config={'jit_level': 'O1', 'infer_boost': 'on'})",
    "ascend_key": "ms.set_context(precision_mode='force_fp16')",
    "removed_key": "ms.set_context(grad_for_scalar=True)",
    "deterministic": "ms.set_context(deterministic='ON'); r(ms.get_context('deterministic'))",
    "deterministic_bad": "ms.set_context(deterministic='on')",
    "deterministic_bool": "ms.set_context(deterministic=True)",
    "save_graphs_true": "ms.set_context(save_graphs=True); r(ms.get_context('save_graphs'))",
    "save_graphs_4": "ms.set_context(save_graphs=4)",
    "save_graphs_str": "ms.set_context(save_graphs='1')",
    "max_call_depth": "ms.set_context(max_call_depth=10); r(ms.get_context('max_call_depth'))",
    "max_call_depth_0": "ms.set_context(max_call_depth=0)",
    "runtime_threads": "ms.set_context(runtime_num_threads=1); r(ms.get_context('runtime_num_threads'))",
    "runtime_threads_neg": "ms.set_context(runtime_num_threads=-1)",
    "inter_op": "ms.set_context(inter_op_parallel_num=2); r(ms.get_context('inter_op_parallel_num'))",
    "inter_op_neg": "ms.set_context(inter_op_parallel_num=-1)",
    "op_timeout": "ms.set_context(op_timeout=10); r(ms.get_context('op_timeout'))",
    "op_timeout_neg": "ms.set_context(op_timeout=-1)",
    "pynative_synchronize": "ms.set_context(pynative_synchronize=True); r(ms.get_context('pynative_synchronize'))",
    "jit_syntax_level": "ms.set_context(jit_syntax_level=ms.context.STRICT); r(ms.get_context('jit_syntax_level'))",
    "jit_syntax_level_bad": "ms.set_context(jit_syntax_level=5)",
    "debug_level": "ms.set_context(debug_level=ms.context.DEBUG); r(ms.get_context('debug_level'))",
    "debug_level_bad": "ms.set_context(debug_level=3)",
    "memory_optimize_level": "ms.set_context(memory_optimize_level='O1'); "
                             "r(ms.get_context('memory_optimize_level'))",
    "memory_optimize_level_bad": "ms.set_context(memory_optimize_level='O2')",
    "exec_order": "ms.set_context(exec_order='dfs'); r(ms.get_context('exec_order'))",
    "exec_order_bad": "ms.set_context(exec_order='x')",
    "profiling_options_int": "ms.set_context(profiling_options=1)",
    "enable_profiling": "ms.set_context(enable_profiling=True); r(ms.get_context('enable_profiling'))",
    "enable_profiling_str": "ms.set_context(enable_profiling='x')",
    "enable_profiling_int": "ms.set_context(enable_profiling=1)",
    "cur_step_num_bool": "ms.set_context(cur_step_num=True); r(ms.get_context('cur_step_num'))",
    "compile_cache_path_int": "ms.set_context(compile_cache_path=1)",
    "enable_compile_cache": "ms.set_context(enable_compile_cache=True); r(ms.get_context('enable_compile_cache'))",
    "check_bprop": "ms.set_context(check_bprop=True); r(ms.get_context('check_bprop'))",
    "enable_graph_kernel": "ms.set_context(enable_graph_kernel=True); r(ms.get_context('enable_graph_kernel'))",
    "enable_sparse": "ms.set_context(enable_sparse=True); r(1)",
    "support_binary": "ms.set_context(support_binary=True); r(ms.get_context('support_binary'))",
    "support_binary_int": "ms.set_context(support_binary=1)",
    "reserve_class_name": "ms.set_context(reserve_class_name_in_scope=False); "
                          "r(ms.get_context('reserve_class_name_in_scope'))",
    "save_graphs_path_int": "ms.set_context(save_graphs_path=1)",
    "aoe_tune_mode": "ms.set_context(aoe_tune_mode='online'); r(ms.get_context('aoe_tune_mode'))",
    "max_device_memory_cpu": "ms.set_context(max_device_memory='3GB'); r(ms.get_context('max_device_memory'))",
    "gpu_config_cpu": "ms.set_context(gpu_config={'conv_allow_tf32': False}); r(ms.get_context('gpu_config'))",
    "get_target_specific": "r(ms.get_context('enable_reduce_precision'))",
    "get_jit_config_fn": "ms.set_context(jit_config={'jit_level': 'O2'}); r(ms.context.get_jit_config())",
    "set_deterministic": "ms.set_deterministic(True); r(ms.get_context('deterministic'))",
    "set_deterministic_twice": "ms.set_deterministic(False); ms.set_deterministic(False)",
    "set_deterministic_str": "ms.set_deterministic('ON')",
    # --- auto parallel --------------------------------------------------------------------------
    "parallel_get_unknown": "ms.get_auto_parallel_context('foo')",
    "parallel_set_unknown": "ms.set_auto_parallel_context(foo=1)",
    "parallel_mode_bad": "ms.set_auto_parallel_context(parallel_mode='foo')",
    "parallel_mode_upper": "ms.set_auto_parallel_context(parallel_mode='DATA_PARALLEL')",
    "parallel_mode_int": "ms.set_auto_parallel_context(parallel_mode=1)",
    "parallel_data": "ms.set_auto_parallel_context(gradients_mean=True, device_num=8, "
                     "parallel_mode=ms.ParallelMode.DATA_PARALLEL); "
                     "r([ms.get_auto_parallel_context(k) for k in ('gradients_mean', 'device_num', 'parallel_mode')])",
    "parallel_reset": "ms.set_auto_parallel_context(gradients_mean=True, device_num=8, global_rank=3); "
                      "ms.reset_auto_parallel_context(); "
                      "r([ms.get_auto_parallel_context(k) for k in ('gradients_mean', 'device_num', 'global_rank')])",
    "parallel_device_num_0": "ms.set_auto_parallel_context(device_num=0)",
    "parallel_device_num_str": "ms.set_auto_parallel_context(device_num='2')",
    "parallel_device_num_bool": "ms.set_auto_parallel_context(device_num=True); "
                                "r(ms.get_auto_parallel_context('device_num'))",
    "parallel_global_rank_neg": "ms.set_auto_parallel_context(global_rank=-1)",
    "parallel_global_rank_big": "ms.set_auto_parallel_context(global_rank=4096)",
    "parallel_gradients_mean_int": "ms.set_auto_parallel_context(gradients_mean=1)",
    "parallel_fp32_sync_str": "ms.set_auto_parallel_context(gradient_fp32_sync='x')",
    "parallel_search_mode_bad": "ms.set_auto_parallel_context(search_mode='x')",
    "parallel_search_mode": "ms.set_auto_parallel_context(search_mode='dynamic_programming'); "
                            "r(ms.get_auto_parallel_context('search_mode'))",
    "parallel_pipeline_stages_0": "ms.set_auto_parallel_context(pipeline_stages=0)",
    "parallel_pipeline_stages_bool": "ms.set_auto_parallel_context(pipeline_stages=True)",
    "parallel_dataset_strategy_bad": "ms.set_auto_parallel_context(dataset_strategy='x')",
    "parallel_dataset_strategy_list": "ms.set_auto_parallel_context(dataset_strategy=[1])",
    "parallel_fusion_config": "ms.set_auto_parallel_context(all_reduce_fusion_config=[2, 4]); "
                              "r(ms.get_auto_parallel_context('all_reduce_fusion_config'))",
    "parallel_fusion_config_tuple": "ms.set_auto_parallel_context(all_reduce_fusion_config=(2, 4))",
    "parallel_auto_pipeline_int": "ms.set_auto_parallel_context(auto_pipeline=1)",
    "parallel_partial": "\ntry:\n    ms.set_auto_parallel_context(device_num=4, foo=1)\nexcept ValueError:\n    pass\n"
                        "r(ms.get_auto_parallel_context('device_num'))",
    "parallel_get_set_only": "ms.get_auto_parallel_context('pipeline_config')",
    "ps_get_unknown": "ms.get_ps_context('foo')",
    "ps_set_unknown": "ms.set_ps_context(foo=1)",
    "ps_set_int": "ms.set_ps_context(enable_ps=1)",
    # --- seeds ----------------------------------------------------------------------------------
    "seed_uniform": "ms.set_seed(1); r(np.random.uniform(0, 3, (2, 5)).tolist(), ms.get_seed())",
    "seed_unset": "r(ms.get_seed())",
    "seed_max": "ms.set_seed(2 ** 32 - 1); r(ms.get_seed())",
    "seed_too_big": "ms.set_seed(2 ** 32)",
    "seed_negative": "ms.set_seed(-1)",
    "seed_bool": "ms.set_seed(True)",
    "seed_float": "ms.set_seed(1.0)",
    "seed_none": "ms.set_seed(None)",
    "seed_str": "ms.set_seed('1')",
    "seed_numpy_int": "ms.set_seed(np.int64(3))",
    "seed_error_keeps_old": "ms.set_seed(4)\ntry:\n    ms.set_seed(-1)\nexcept ValueError:\n    pass\nr(ms.get_seed())",
}

CONTEXT_KEYS = [
    "aoe_config", "aoe_job_type", "aoe_tune_mode", "atomic_clean_policy", "bias_add_comm_swap", "check_bprop",
    "compile_cache_path", "compute_communicate_fusion_level", "conv_allow_hf32", "conv_allow_tf32",
    "conv_dgrad_algo", "conv_fprop_algo", "conv_wgrad_algo", "cur_step_num", "dataset_broadcast_opt_level",
    "debug_level", "deterministic", "device_id", "device_target", "enable_allreduce_slice_to_reducescatter",
    "enable_begin_end_inline_opt", "enable_compile_cache", "enable_concat_eliminate_opt", "enable_debug_runtime",
    "enable_flash_attention_load_balance", "enable_fused_cast_add_opt", "enable_ge", "enable_grad_comm_opt",
    "enable_graph_kernel", "enable_interleave_parallel_branch", "enable_interleave_split_concat_branch",
    "enable_offloading_packed_experts", "enable_opt_shard_comm_opt", "enable_parallel_split", "enable_profiling",
    "enable_task_opt", "env_config_path", "exec_order", "ge_options", "graph_kernel_flags",
    "hccl_watchdog", "host_scheduling_max_threshold", "infer_boost", "inter_op_parallel_num",
    "interleaved_layernorm_comm", "interleaved_matmul_comm", "jit_compile", "jit_config", "jit_level",
    "jit_syntax_level", "last_triggered_step", "matmul_allow_hf32", "matmul_allow_tf32",
    "matmul_grad_comm_overlap", "max_call_depth", "memory_optimize_level", "mode", "need_ckpt",
    "op_debug_option", "op_precision_mode", "op_timeout", "pp_1f1b_overlap", "precision_mode",
    "profiling_options", "pynative_synchronize", "recompute_allgather_overlap_fagrad", "recompute_comm_overlap",
    "reserve_class_name_in_scope", "save_checkpoint_steps", "save_graphs", "save_graphs_path", "support_binary",
    "topo_order",
]
# keys whose getter logs "only supports devices in ..." on CPU
CONTEXT_KEYS_TARGET_SPECIFIC = ["ascend_config", "disable_format_transform", "enable_reduce_precision",
                                "gpu_config", "max_device_memory", "mempool_block_size", "print_file_path",
                                "variable_memory_max_size"]
PARALLEL_KEYS = [
    "all_reduce_fusion_config", "auto_parallel_new_interface", "auto_parallel_search_mode", "auto_pipeline",
    "comm_fusion", "communi_parallel_mode", "dataset_strategy", "device_num", "dump_device_local_norm",
    "dump_local_norm", "dump_local_norm_path", "enable_alltoall", "enable_parallel_optimizer",
    "force_fp32_communication", "full_batch", "full_batch_is_set", "global_rank", "grad_accumulation_step",
    "gradient_fp32_sync", "gradients_mean", "init_param_in_compile", "loss_repeated_mean",
    "optimizer_weight_shard_aggregated_save", "optimizer_weight_shard_size", "parallel_mode",
    "parameter_broadcast", "pipeline_interleave", "pipeline_result_broadcast", "pipeline_scheduler",
    "pipeline_stages", "search_mode", "sharding_propagation", "strategy_ckpt_config", "strategy_ckpt_load_file",
    "strategy_ckpt_save_file",
]
PS_KEYS = ["config_file_path", "enable_ps", "enable_ssl", "ms_role", "scheduler_ip", "scheduler_port",
           "server_mode", "server_num", "worker_num"]

RUNNER = r'''
import json, logging, sys
import numpy as np
import mindspore as ms
import mindspore.log as mslog

class Capture(logging.Handler):
    def __init__(self):
        super().__init__()
        self.messages = []
    def emit(self, record):
        if "run_check" not in record.pathname:   # Ascend environment probing, not the API's own warnings
            self.messages.append(record.getMessage())

capture = Capture()
mslog._get_logger().addHandler(capture)
reported = []
def r(*values):
    reported.append(values[0] if len(values) == 1 else list(values))
CONTEXT_KEYS, PARALLEL_KEYS, PS_KEYS = json.loads(sys.argv[2])
try:
    exec(sys.argv[1])
    out = {"result": reported}
except Exception as exc:
    out = {"error": type(exc).__name__, "message": str(exc).split("\n")[0], "result": reported}
out["warnings"] = capture.messages
print("JSON" + json.dumps(out))
'''


def run(code):
    """Run one snippet in a fresh MindSpore interpreter; its reported values, exception and warnings."""
    keys = json.dumps([CONTEXT_KEYS + CONTEXT_KEYS_TARGET_SPECIFIC, PARALLEL_KEYS, PS_KEYS])
    proc = subprocess.run([sys.executable, "-c", RUNNER, code, keys], capture_output=True, text=True,
                          env=dict(os.environ, GLOG_v="2"), check=False)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("JSON")), None)
    if line is None:
        raise RuntimeError(f"snippet failed:\n{code}\n{proc.stderr[-2000:]}")
    return json.loads(line[4:])


def main():
    rec = Recorder("context")
    rec.value("keys", {"context": CONTEXT_KEYS, "context_target_specific": CONTEXT_KEYS_TARGET_SPECIFIC,
                       "parallel": PARALLEL_KEYS, "ps": PS_KEYS})
    for name, code in SNIPPETS.items():
        rec.value(f"code/{name}", code)
        rec.value(f"result/{name}", run(code))
    rec.save()


if __name__ == "__main__":
    main()
