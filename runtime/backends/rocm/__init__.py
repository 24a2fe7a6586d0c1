"""The ROCm backend (HIP on AMD GPUs); see driver.py."""
