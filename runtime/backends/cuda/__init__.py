"""The CUDA backend (back onto NVIDIA GPUs); see driver.py."""
